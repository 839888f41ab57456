/**
 * The help screen's text: the keys (from the bindings table and the ruleset's action keys), and
 * from the ruleset's presenter the board's legend, a summary of the rules and the rulings
 * (docs/rulings.md, shipped with the package).
 */
import { readFileSync } from 'node:fs';
import { BINDINGS, type Screen } from '../ui/keys.js';
import { arrowsFor, type Glyphs } from '../terminal/glyphs.js';
import type { Presenter } from './presenter.js';

const SECTIONS: { title: string; screens: Screen[] }[] = [
  { title: 'On the board (your turn)', screens: ['board'] },
  { title: 'In a menu', screens: ['menu'] },
  { title: 'Placing on the board (a card, a piece, a token)', screens: ['target'] },
  { title: 'Laying a water tile', screens: ['water'] },
  { title: 'Laying a map tile (Hacienda 2026, custom layout)', screens: ['tile'] },
  { title: 'While a bot plays', screens: ['watch'] },
  { title: 'Replay viewer', screens: ['replay'] },
];

function keyText(k: string, glyphs: Glyphs): string {
  const arrows: Record<string, string> = glyphs.unicode ? { left: '←', right: '→', up: '↑', down: '↓' } : {};
  return arrows[k] ?? k;
}

let rulings: string[] | null = null;

/** docs/rulings.md (shipped with the package) as plain lines, from a heading to the next of its level. */
export function rulingLines(from?: RegExp, to?: RegExp): string[] {
  if (!rulings) {
    try {
      rulings = readFileSync(new URL('../../../docs/rulings.md', import.meta.url), 'utf8').split('\n');
    } catch {
      return ['(docs/rulings.md is not installed)'];
    }
  }
  let lines = rulings;
  const start = from ? lines.findIndex((l) => from.test(l)) : 0;
  if (start > 0) lines = lines.slice(start);
  const end = to ? lines.findIndex((l, i) => i > 0 && to.test(l)) : -1;
  if (end > 0) lines = lines.slice(0, end);
  return lines.filter((l) => !/^# /.test(l)).map((l) => l.replace(/^#+ /, '').replace(/\*\*/g, '').replace(/`/g, ''));
}

export function helpLines(glyphs: Glyphs, presenter: Presenter): string[] {
  const out: string[] = ['HELP  (↑↓ or j/k scroll, space pages, esc closes)', ''];
  out.push('KEYS');
  for (const section of SECTIONS) {
    out.push(`${section.title}:`);
    for (const b of BINDINGS) {
      if (!b.screens.some((s) => section.screens.includes(s))) continue;
      out.push(
        `  ${b.keys
          .map((k) => keyText(k, glyphs))
          .join(', ')
          .padEnd(18)} ${b.help}`,
      );
    }
  }
  out.push('Action keys (on the board and in a menu):');
  for (const k of presenter.actionKeys) out.push(`  ${k.key.padEnd(18)} ${k.help}`);
  out.push('Everywhere: ? help, q quit (the game is saved after every action: hacienda resume), ctrl+c leaves at once.', '');
  out.push('LEGEND', ...presenter.legendLines(glyphs), '');
  out.push(presenter.rulesTitle, ...presenter.rules, '');
  out.push('RULINGS', ...presenter.rulings());
  return out.map((l) => arrowsFor(l, glyphs));
}

/** Lines cut at word boundaries to `width`. */
/** Whether a line may not break before text[i]: inside a surrogate pair, or before a combining mark. */
function joined(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  return (unit >= 0xdc00 && unit <= 0xdfff) || /^\p{M}$/u.test(String.fromCodePoint(text.codePointAt(i) ?? 32));
}

/** Where to break a line with no space to break at: at `width`, or before the character it falls in. */
function breakAt(text: string, width: number): number {
  let i = width;
  while (i > 1 && joined(text, i)) i--;
  if (i > 1) return i;
  for (i = width; i < text.length && joined(text, i); i++);
  return i;
}

export function wrapLines(lines: readonly string[], width: number): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const indent = /^\s*(- )?/.exec(line)![0].replace('-', ' ');
    let rest = line;
    while (rest.length > width) {
      let cut = rest.lastIndexOf(' ', width);
      if (cut <= indent.length) cut = breakAt(rest, width);
      out.push(rest.slice(0, cut));
      rest = indent + rest.slice(cut).trimStart();
    }
    out.push(rest);
  }
  return out;
}
