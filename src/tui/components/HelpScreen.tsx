/**
 * Help over the whole screen, a pager: a page of the help's lines, the search's word marked in
 * them (inverse, which shows without colour too), and the pager's status line at the bottom.
 */
import type { Painter } from '../terminal/style.js';
import { pagerStatus, shownTop, type HelpPage, type Pager } from '../ui/pager.js';
import { Lines } from './Lines.js';

/** `line` with every occurrence of `query` (any case) painted. */
function marked(line: string, query: string, painter: Painter): string {
  if (!query) return line;
  const lower = line.toLowerCase();
  const q = query.toLowerCase();
  let out = '';
  let from = 0;
  for (let i = lower.indexOf(q); i >= 0; i = lower.indexOf(q, i + q.length)) {
    out += line.slice(from, i) + painter.paint(line.slice(i, i + q.length), { inverse: true });
    from = i + q.length;
  }
  return out + line.slice(from);
}

export function HelpScreen(p: { pager: Pager; page: HelpPage; width: number; painter: Painter }) {
  const { pager, page } = p;
  const top = shownTop(pager, page);
  const shown = page.lines.slice(top, top + page.height).map((l) => marked(l, pager.query, p.painter));
  while (shown.length < page.height) shown.push('');
  return <Lines lines={[...shown, p.painter.paint(pagerStatus(pager, page, p.width - 1), { bold: true })]} width={p.width} height={page.height + 1} />;
}
