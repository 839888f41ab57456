/**
 * The help as a pager, pure: where it stands, the search being typed, the last search and its
 * match; what a key does there; and its status line (the position, the search, "not found").
 * The text is the help wrapped to the terminal once (game/help.ts); the pager only moves over it.
 */
import type { Intent, Screen } from './keys.js';

export interface Pager {
  open: boolean;
  /** The first line shown. */
  scroll: number;
  /** The screen the help was opened from: its keys come first. */
  from: Screen;
  /** The search being typed after `/` (null: not typing). */
  typing: string | null;
  /** The last search (for `n`, `N` and the highlight; '' none). */
  query: string;
  /** The line of the match last gone to. */
  match: number | null;
  /** Said on the status line instead of the search's place ("not found"). */
  note: string | null;
}

/** The help's text as the pager shows it: the wrapped lines, and how many fit on a page. */
export interface HelpPage {
  lines: readonly string[];
  height: number;
}

/**
 * A page whose lines are wrapped when first read: most frames never show the help, and wrapping
 * all of it took a tenth of the time to a game's first frame.
 */
export function lazyPage(lines: () => readonly string[], height: number): HelpPage {
  let made: readonly string[] | undefined;
  return {
    get lines() {
      return (made ??= lines());
    },
    height,
  };
}

export const CLOSED: Pager = { open: false, scroll: 0, from: 'board', typing: null, query: '', match: null, note: null };

export function openPager(from: Screen): Pager {
  return { ...CLOSED, open: true, from };
}

/** The help's lines on a terminal of `rows`: the last line stays free, one is the status line. */
export function pageHeight(rows: number): number {
  return Math.max(1, rows - 2);
}

/** The help's screen: reading it, or typing a search (where every character is typed). */
export function pagerScreen(p: Pager): 'help' | 'search' {
  return p.typing === null ? 'help' : 'search';
}

function lastTop(page: HelpPage): number {
  return Math.max(0, page.lines.length - page.height);
}

function clampTop(top: number, page: HelpPage): number {
  return Math.max(0, Math.min(lastTop(page), top));
}

/** The first line shown: the pager's, or less when the text got shorter (a wider terminal wraps it into fewer lines). */
export function shownTop(p: Pager, page: HelpPage): number {
  return clampTop(p.scroll, page);
}

/** The lines that hold `query`, any case. */
export function matchLines(page: HelpPage, query: string): number[] {
  if (!query) return [];
  const q = query.toLowerCase();
  const out: number[] = [];
  page.lines.forEach((l, i) => {
    if (l.toLowerCase().includes(q)) out.push(i);
  });
  return out;
}

/**
 * The next match from line `from` on (dir 1) or back (dir -1), going round the end of the text;
 * the page moves only when the match is not on it, and then shows it at its top.
 */
function go(p: Pager, page: HelpPage, query: string, from: number, dir: 1 | -1): Pager {
  const found = matchLines(page, query);
  if (found.length === 0) return { ...p, query, match: null, note: `not found: ${query}` };
  const ahead = dir > 0 ? found.find((i) => i >= from) : [...found].reverse().find((i) => i <= from);
  const line = ahead ?? (dir > 0 ? found[0]! : found.at(-1)!);
  const round = ahead === undefined ? (dir > 0 ? 'from the top again' : 'from the end again') : null;
  const shown = line >= p.scroll && line < p.scroll + page.height;
  return { ...p, query, match: line, scroll: shown ? p.scroll : clampTop(line, page), note: round };
}

/** What a key does in the help (`help`: reading; `search`: typing a search). */
export function reducePager(p: Pager, intent: Intent, page: HelpPage): Pager {
  // The text may have been wrapped anew since (the terminal resized): the pager stays on it.
  if (p.scroll > lastTop(page) || (p.match ?? 0) >= page.lines.length)
    p = { ...p, scroll: shownTop(p, page), match: p.match !== null && p.match < page.lines.length ? p.match : null };
  if (p.typing !== null) {
    switch (intent.type) {
      case 'text':
        return { ...p, typing: p.typing + intent.ch };
      case 'text-erase':
        return p.typing === '' ? { ...p, typing: null } : { ...p, typing: p.typing.slice(0, -1) };
      case 'back':
        return { ...p, typing: null };
      case 'select': {
        // Enter alone searches again for the last search, as in less.
        const query = p.typing || p.query;
        const typed = { ...p, typing: null };
        return query ? go(typed, page, query, p.scroll, 1) : typed;
      }
      default:
        return p;
    }
  }
  const moved = (top: number): Pager => ({ ...p, scroll: clampTop(top, page), note: null });
  switch (intent.type) {
    case 'scroll':
      return moved(p.scroll + intent.by);
    case 'page':
      return moved(p.scroll + intent.by * Math.max(1, page.height - 1));
    case 'jump':
      return moved(intent.to === 'start' ? 0 : lastTop(page));
    case 'search-start':
      return { ...p, typing: '', note: null };
    case 'search-next': {
      if (!p.query) return { ...p, note: 'no search yet: / and a word' };
      const from = p.match === null ? p.scroll : p.match + intent.dir;
      return go(p, page, p.query, from, intent.dir);
    }
    default:
      return p;
  }
}

/** The pager's status line: the search being typed, or the position, the search's place and (with room) its keys. */
export function pagerStatus(p: Pager, page: HelpPage, width = Infinity): string {
  if (p.typing !== null) return `/${p.typing}_   (enter: search, esc: cancel)`;
  const total = page.lines.length;
  const first = shownTop(p, page);
  const last = Math.min(total, first + page.height);
  const top = lastTop(page);
  const percent = top === 0 ? 100 : Math.round((first / top) * 100);
  const parts = [`lines ${total === 0 ? 0 : first + 1}-${last} of ${total}, ${percent}%`];
  if (p.note?.startsWith('not found')) parts.push(p.note);
  else if (p.query && p.match !== null) {
    const found = matchLines(page, p.query);
    parts.push(`"${p.query}": match ${found.indexOf(p.match) + 1} of ${found.length}${p.note ? `, ${p.note}` : ''}`);
  } else if (p.note) parts.push(p.note);
  const keys = p.query ? '/ search  n/N next/previous  esc close' : '/ search  space page  esc close';
  const line = parts.join('   ');
  return line.length + 3 + keys.length <= width ? `${line}   ${keys}` : line;
}
