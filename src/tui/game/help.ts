/**
 * The help screen's text: the keys (from the bindings table and the ruleset's action keys), those
 * of the screen the help was opened from first; and from the ruleset's presenter the board's
 * legend, the rules for players and the rulings in plain words. Each paragraph is one line here,
 * wrapped once, to the terminal's width, by `helpBook`.
 */
import { BINDINGS, type Binding, type Screen } from '../ui/keys.js';
import { arrowsFor, type Glyphs } from '../terminal/glyphs.js';
import type { Presenter } from './presenter.js';

/** The help's sections of keys: a title and the screens whose keys it lists. */
const SECTIONS: { title: string; screens: Screen[] }[] = [
  { title: 'On the board (your turn)', screens: ['board'] },
  { title: 'In a menu', screens: ['menu'] },
  { title: 'Placing on the board (a card, a piece, a token)', screens: ['target'] },
  { title: 'Laying a water tile', screens: ['shape'] },
  { title: 'Laying a map tile (Hacienda 2026, custom layout)', screens: ['layout'] },
  { title: 'While a bot plays', screens: ['watch'] },
  { title: 'A scoring, or the hand-over between people at one keyboard', screens: ['scoring', 'handoff'] },
  { title: 'The end of the game', screens: ['final'] },
  { title: 'Saving to another file', screens: ['saving'] },
  { title: 'The chat line (a game on hacienda serve)', screens: ['chat'] },
  { title: 'Replay viewer', screens: ['replay'] },
  { title: 'In this help', screens: ['help', 'search'] },
];

const KEY_NAMES: Readonly<Record<string, string>> = { left: '\u2190', right: '\u2192', up: '\u2191', down: '\u2193', f1: 'F1' };

/** The width of a key table's first column: a wrapped description hangs under its second. */
const KEY_COLUMN = 18;

function keyLine(keys: string, help: string): string {
  return `  ${keys.padEnd(KEY_COLUMN)} ${help}`;
}

/** The sections a binding works in. */
function sectionsOf(b: Binding): (typeof SECTIONS)[number][] {
  return SECTIONS.filter((section) => b.screens.some((s) => section.screens.includes(s)));
}

/**
 * A binding that works in this many sections or more is a common key: listed once, under its own
 * heading, and named in a line under the keys of the screen the help was opened from.
 */
const COMMON = 3;
const isCommon = (b: Binding) => sectionsOf(b).length >= COMMON;

function bindingLine(b: Binding): string {
  return keyLine(b.keys.map((k) => KEY_NAMES[k] ?? k).join(', '), b.help);
}

/** A section's own keys (the common ones are listed once, apart). */
function sectionLines(section: (typeof SECTIONS)[number], presenter: Presenter): string[] {
  const own = BINDINGS.filter((b) => !isCommon(b) && sectionsOf(b).includes(section));
  const out = own.map(bindingLine);
  // The ruleset's action keys work on the board and in a menu (those the table has are listed once).
  if (section.screens.includes('board') || section.screens.includes('menu'))
    for (const k of presenter.actionKeys) if (!own.some((b) => b.keys.includes(k.key))) out.push(keyLine(k.key, k.help));
  return out;
}

/** The common keys that work in a section, named in one line: `u undo, i hint, ...`. */
function commonHere(section: (typeof SECTIONS)[number]): string {
  const named = BINDINGS.filter(
    (b) => isCommon(b) && b.status && !b.needs && sectionsOf(b).includes(section) && !section.screens.every((s) => b.statusOff?.includes(s)),
  );
  return `Common keys that work here too (COMMON KEYS below): ${named.map((b) => b.status).join(', ')}.`;
}

/** The help's lines, one per paragraph: the keys of `from` first, then the others, the legend, the rules, the rulings. */
export function helpLines(glyphs: Glyphs, presenter: Presenter, from: Screen = 'board'): string[] {
  const here = SECTIONS.find((s) => s.screens.includes(from)) ?? SECTIONS[0]!;
  const out: string[] = [
    'HELP: the keys of the screen you came from first, then every other key, the legend, the rules and the rulings. / searches, esc closes.',
    '',
    `KEYS HERE: ${here.title}`,
    ...sectionLines(here, presenter),
    commonHere(here),
    'Everywhere: ? or F1 help, q quit (the game is saved after every action: hacienda resume), ctrl+z back to the shell (fg returns), ctrl+c leaves at once.',
    '',
    'OTHER KEYS',
  ];
  for (const section of SECTIONS) {
    if (section === here) continue;
    const lines = sectionLines(section, presenter);
    if (lines.length > 0) out.push(`${section.title}:`, ...lines);
  }
  out.push('', 'COMMON KEYS (on most screens of a game, where they apply)', ...BINDINGS.filter(isCommon).map(bindingLine));
  out.push('', 'LEGEND', ...presenter.legendLines(glyphs), '');
  out.push(presenter.rulesTitle, ...presenter.rules, '');
  out.push('RULINGS (the numbers refer to docs/rulings.md)', ...presenter.rulings);
  return out.map((l) => arrowsFor(l, glyphs));
}

/** Where a wrapped line goes on: under a key table's description, a list item's text, or its own indent. */
function hangOf(line: string): string {
  if (/^ {2}\S/.test(line) && line.length > KEY_COLUMN + 3 && line[KEY_COLUMN + 2] === ' ' && line[KEY_COLUMN + 3] !== ' ') return ' '.repeat(KEY_COLUMN + 3);
  return ownIndent(line);
}

/**
 * The help wrapped to a width, for the screen it was opened from: made once per screen and width
 * (a search and a scroll only move over it).
 */
export function helpBook(glyphs: Glyphs, presenter: Presenter): (from: Screen, width: number) => string[] {
  const made = new Map<string, string[]>();
  return (from, width) => {
    const key = `${from} ${width}`;
    let lines = made.get(key);
    if (!lines) {
      lines = wrapLines(helpLines(glyphs, presenter, from), Math.max(20, width - 1), hangOf);
      made.set(key, lines);
    }
    return lines;
  };
}

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

/** The indent a wrapped line goes on with: its own, a list item's text under its `- `. */
function ownIndent(line: string): string {
  return /^\s*(- )?/.exec(line)![0].replace('-', ' ');
}

/** Lines cut at word boundaries to `width`; a line's continuation is indented by `hang`. */
export function wrapLines(lines: readonly string[], width: number, hang: (line: string) => string = ownIndent): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    // A hang as wide as half the line would leave no room for the text.
    const indent = hang(line).length < width / 2 ? hang(line) : '';
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

/**
 * `label path` in lines of `width`: on one line when it fits, else the label alone and the path
 * under it, broken only after a path separator (a name longer than the width is cut where it must).
 */
export function wrapPath(label: string, path: string, width: number): string[] {
  if (label.length + 1 + path.length <= width) return [`${label} ${path}`];
  const chunks: string[] = [];
  let line = '';
  for (const part of path.split(/(?<=[/\\])/)) {
    if (line !== '' && line.length + part.length > width) {
      chunks.push(line);
      line = '';
    }
    line += part;
  }
  return [label, ...wrapLines([...chunks, line], width)];
}
