/**
 * The help as a pager: its text wrapped once, the keys of the screen it was opened from first,
 * search, the position; the rules and rulings written for players.
 */
import { readFileSync } from 'node:fs';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameController } from '../../src/tui/app/controller.js';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { ReplayApp } from '../../src/tui/app/ReplayApp.js';
import { HelpScreen } from '../../src/tui/components/HelpScreen.js';
import { helpBook, helpLines, wrapLines, wrapPath } from '../../src/tui/game/help.js';
import { BINDINGS } from '../../src/tui/ui/keys.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { h2026Presenter } from '../../src/games/h2026/screen/index.js';
import { RULES as CLASSIC_RULES, RULINGS as CLASSIC_RULINGS } from '../../src/games/classic/screen/help.js';
import { RULES as H2026_RULES, RULINGS as H2026_RULINGS } from '../../src/games/h2026/screen/help.js';
import { keysOf, keyToIntent, type Intent } from '../../src/tui/ui/keys.js';
import { CLOSED, lazyPage, openPager, pagerStatus, reducePager, type HelpPage, type Pager } from '../../src/tui/ui/pager.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import { initialUi, screenOf } from '../../src/tui/ui/state.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { botReplay, ctxOf, game, PLAIN, session, TOPO } from './support.js';

const page = (n: number, height = 24): HelpPage => ({ lines: Array.from({ length: n }, (_, i) => `line ${i + 1}`), height });
const text = (lines: string[], height = 10): HelpPage => ({ lines, height });

/** The pager after keys typed in it (as the screen's key table reads them). */
function typed(p: Pager, pg: HelpPage, ...keys: string[]): Pager {
  for (const k of keys) {
    const intent = keyToIntent(p.typing === null ? 'help' : 'search', k);
    if (intent) p = reducePager(p, intent, pg);
  }
  return p;
}

describe('pager', () => {
  it('a help page wraps its lines only when they are read, and once', () => {
    let wrapped = 0;
    const page = lazyPage(() => {
      wrapped++;
      return ['a', 'b'];
    }, 10);
    expect(page.height).toBe(10);
    expect(wrapped).toBe(0);
    expect(page.lines).toEqual(['a', 'b']);
    expect(page.lines.length).toBe(2);
    expect(wrapped).toBe(1);
  });

  it('pager - the position: the lines shown, of how many, and how far down (lines 20-43 of 180, 12%)', () => {
    const pg = page(180);
    expect(pagerStatus(openPager('board'), pg)).toMatch(/^lines 1-24 of 180, 0%/);
    expect(pagerStatus({ ...openPager('board'), scroll: 19 }, pg)).toMatch(/^lines 20-43 of 180, 12%/);
    expect(pagerStatus(typed(openPager('board'), pg, 'G'), pg)).toMatch(/^lines 157-180 of 180, 100%/);
    expect(pagerStatus(openPager('board'), page(10))).toMatch(/^lines 1-10 of 10, 100%/);
  });

  it("pager - after the terminal grew (the help wrapped into fewer lines), the page shown is the text's last, and keys go on from there", () => {
    const p = { ...openPager('board'), scroll: 150, match: 170, query: 'line' };
    expect(pagerStatus(p, page(100, 20))).toMatch(/^lines 81-100 of 100, 100%/);
    expect(typed(p, page(100, 20), 'up')).toMatchObject({ scroll: 79, match: null });
  });

  it('pager - arrows scroll a line, space and b a page, g and G to the ends, never past them', () => {
    const pg = page(100, 20);
    const p = openPager('board');
    expect(typed(p, pg, 'down', 'down', 'up').scroll).toBe(1);
    expect(typed(p, pg, 'up').scroll).toBe(0);
    expect(typed(p, pg, 'space').scroll).toBe(19);
    expect(typed(p, pg, 'space', 'b').scroll).toBe(0);
    expect(typed(p, pg, 'G').scroll).toBe(80);
    expect(typed(p, pg, 'G', 'space', 'down').scroll).toBe(80);
    expect(typed(p, pg, 'G', 'g').scroll).toBe(0);
  });

  it('pager - / types a search; enter goes to the first match from the page on; n and N go on and back, round the ends', () => {
    const lines = Array.from({ length: 40 }, (_, i) => (i % 10 === 5 ? `the Market at ${i}` : `filler ${i}`));
    const pg = text(lines, 10);
    let p = typed(openPager('board'), pg, '/', 'm', 'a', 'r', 'k');
    expect(p.typing).toBe('mark');
    expect(pagerStatus(p, pg)).toMatch(/^\/mark_/);
    p = typed(p, pg, 'enter');
    expect(p).toMatchObject({ typing: null, query: 'mark', match: 5, scroll: 0 });
    expect(pagerStatus(p, pg)).toContain('"mark": match 1 of 4');
    p = typed(p, pg, 'n');
    // Line 15 is not on the page: the page moves to show it at its top.
    expect(p).toMatchObject({ match: 15, scroll: 15 });
    p = typed(p, pg, 'n', 'n');
    expect(p).toMatchObject({ match: 35, scroll: 30 });
    p = typed(p, pg, 'n');
    expect(p.match).toBe(5);
    expect(pagerStatus(p, pg)).toContain('match 1 of 4, from the top again');
    p = typed(p, pg, 'N');
    expect(p.match).toBe(35);
    expect(pagerStatus(p, pg)).toContain('from the end again');
  });

  it('pager - a search that finds nothing says "not found"; esc while typing leaves the search; enter alone searches again', () => {
    const pg = text(['alpha', 'beta', 'gamma'], 2);
    let p = typed(openPager('board'), pg, '/', 'z', 'z', 'enter');
    expect(pagerStatus(p, pg)).toContain('not found: zz');
    expect(typed(p, pg, 'n').note).toBe('not found: zz');
    p = typed(openPager('board'), pg, '/', 'b', 'e', 'backspace', 'esc');
    expect(p).toMatchObject({ typing: null, query: '' });
    expect(typed(p, pg, 'n').note).toMatch(/no search yet/);
    p = typed(openPager('board'), pg, '/', 'g', 'a', 'enter', '/', 'enter');
    expect(p.match).toBe(2);
    // Backspace on an empty search stops typing it.
    expect(typed(openPager('board'), pg, '/', 'backspace').typing).toBeNull();
  });

  it('pager - while a search is typed, every key is text: q, ?, n, j and space do not close or move', () => {
    const pg = text(['one two'], 5);
    const p = typed(openPager('board'), pg, '/', 'q', '?', 'n', 'j', 'space', 'N');
    expect(p).toMatchObject({ open: true, typing: 'q?nj N' });
  });

  it('reducer - ? or F1 opens the help from the screen it was on (its keys first), and closes it', () => {
    const ctx = ctxOf(game());
    expect(keyToIntent('board', 'f1')).toEqual({ type: 'help' });
    expect(keyToIntent('help', 'f1')).toEqual({ type: 'help' });
    expect(keyToIntent('replay', 'f1')).toEqual({ type: 'help' });
    const menu = reduce(initialUi(TOPO), { type: 'menu' }, ctx).ui;
    const open = reduce(menu, { type: 'help' }, ctx).ui;
    expect(open.help).toMatchObject({ open: true, from: 'menu' });
    expect(screenOf(open, ctx)).toBe('help');
    const search = reduce(open, { type: 'search-start' } satisfies Intent, ctx).ui;
    expect(screenOf(search, ctx)).toBe('search');
    expect(keyToIntent('search', 'q')).toEqual({ type: 'text', ch: 'q' });
    const closed = reduce(open, { type: 'help' }, ctx).ui;
    expect(closed.help).toEqual(CLOSED);
    // Back where it was: the menu.
    expect(screenOf(closed, ctx)).toBe('menu');
  });
});

describe('help', () => {
  it('helpLines - the keys of the screen the help was opened from come first', () => {
    const from = (screen: Parameters<typeof helpLines>[2]) => helpLines(PLAIN.glyphs, classicPresenter, screen);
    const water = from('shape');
    const other = water.indexOf('OTHER KEYS');
    expect(water[2]).toBe('KEYS HERE: Laying a water tile');
    expect(water.findIndex((l) => l.includes('turn the water tile'))).toBeLessThan(other);
    expect(water.findIndex((l) => l.includes('next action'))).toBeGreaterThan(other);
    const replay = from('replay');
    expect(replay[2]).toBe('KEYS HERE: Replay viewer');
    expect(replay.findIndex((l) => l.includes('next action'))).toBeLessThan(replay.indexOf('OTHER KEYS'));
    // The board's keys include the ruleset's action keys.
    const board = from('board');
    expect(board.slice(0, board.indexOf('OTHER KEYS')).join('\n')).toMatch(/c {2,}buy a hacienda/);
    // Every screen's keys are there, once each section.
    for (const lines of [water, replay, board]) expect(lines.filter((l) => /^(KEYS HERE: )?Laying a water tile:?$/.test(l))).toHaveLength(1);
  });

  it("helpLines - every key is listed once: a screen's own keys under it, the common keys once under their heading", () => {
    for (const from of ['board', 'shape', 'replay'] as const) {
      const lines = helpLines(PLAIN.glyphs, classicPresenter, from);
      const keys = lines.slice(0, lines.indexOf('LEGEND'));
      const rows = keys.filter((l) => /^ {2}\S/.test(l));
      for (const help of [
        'help: keys, rules, rulings',
        'quit (asks first; the game stays saved)',
        'zoom: compact or detailed board',
        'undo your last action (if it revealed nothing)',
      ]) {
        const b = BINDINGS.find((o) => o.help === help)!;
        expect(
          rows.filter((l) => l.endsWith(` ${b.help}`)),
          help,
        ).toHaveLength(1);
      }
    }
  });

  it('wrapPath - a path is broken only after a separator; the label goes alone when the whole does not fit', () => {
    expect(wrapPath('Record:', '/tmp/a.json', 40)).toEqual(['Record: /tmp/a.json']);
    const lines = wrapPath('Record:', '/home/someone/.local/share/hacienda/games/game-2026-12-07-1.json', 30);
    expect(lines[0]).toBe('Record:');
    expect(lines.slice(1).join('')).toBe('/home/someone/.local/share/hacienda/games/game-2026-12-07-1.json');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(30);
    for (const l of lines.slice(1, -1)) expect(l.endsWith('/')).toBe(true);
  });

  it('helpBook - the text is wrapped once, to the width: every line fits, and no line ends before the next word would have fitted', () => {
    for (const width of [40, 66, 80, 132]) {
      const lines = helpBook(PLAIN.glyphs, classicPresenter)('board', width);
      for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(width - 1);
    }
    // Each paragraph of the rules is one line of data, wrapped greedily by the help alone.
    for (const rule of [...CLASSIC_RULES, ...CLASSIC_RULINGS, ...H2026_RULES, ...H2026_RULINGS]) {
      expect(rule, 'a rule is a whole paragraph, not the rest of one').not.toMatch(/^\s/);
      const wrapped = wrapLines([rule], 59);
      for (let i = 0; i + 1 < wrapped.length; i++) {
        const next = wrapped[i + 1]!.trimStart().split(' ')[0]!;
        expect(wrapped[i]!.length + 1 + next.length, wrapped[i]).toBeGreaterThan(59);
      }
    }
    // On a wide terminal, a paragraph is one line.
    const wide = helpBook(PLAIN.glyphs, classicPresenter)('board', 2000);
    for (const rule of CLASSIC_RULES) expect(wide).toContain(rule);
  });

  it('helpBook - a key whose description wraps goes on under the description', () => {
    const lines = helpBook(PLAIN.glyphs, classicPresenter)('saving', 50);
    const at = lines.findIndex((l) => l.startsWith('  esc') && l.includes('close (the game goes on'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toMatch(/^ {21}\S/);
  });

  it('help - what a market pays (C7): every tile of the land chains that touch the herd, not only the tiles next to it', () => {
    const help = helpLines(PLAIN.glyphs, classicPresenter).join('\n');
    expect(help).toContain(
      '1 peso per animal of the herd it belongs to (after it joined), plus 1 peso per land tile of every land chain of yours that touches that herd: the whole chains',
    );
    expect(help).not.toMatch(/land tile\s+of yours touching it/);
    expect(help).toMatch(/Connected markets: at a scoring, a market counts for you when at least one of your animals stands next to it/);
    expect(help).toMatch(/When the scorings come: /);
  });

  it('help - every ruling of the game is there in plain words, its number a reference (B1 and B2 in both games)', () => {
    const doc = readFileSync(new URL('../../docs/rulings.md', import.meta.url), 'utf8');
    const split = doc.indexOf('## Hacienda 2026');
    const ids = (part: string, pattern: RegExp) => [...new Set([...part.matchAll(pattern)].map((m) => m[0]))];
    const classic = ids(doc.slice(0, split), /\b[CR]\d+\b(?!-)/g);
    const h2026 = ids(doc.slice(split), /\b(?:N\d+|R2026-\d+)\b/g);
    expect(classic.length).toBeGreaterThanOrEqual(24);
    expect(h2026.length).toBeGreaterThanOrEqual(33);
    const refs = (lines: readonly string[]) => new Set(lines.flatMap((l) => [...l.matchAll(/\(([^()]*)\)$/g)].flatMap((m) => m[1]!.split(', '))));
    const classicRefs = refs([...CLASSIC_RULES, ...CLASSIC_RULINGS]);
    const h2026Refs = refs([...H2026_RULES, ...H2026_RULINGS]);
    for (const id of [...classic, 'B1', 'B2']) expect(classicRefs, id).toContain(id);
    for (const id of [...h2026, 'B1', 'B2']) expect(h2026Refs, id).toContain(id);
    // In words, not numbers first: no paragraph starts with its number.
    for (const l of [...CLASSIC_RULINGS, ...H2026_RULINGS]) expect(l).not.toMatch(/^[A-Z]\d|^R2026/);
    expect(helpLines(PLAIN.glyphs, h2026Presenter).join('\n')).toContain('With nothing legal left to do, a player may only end the turn. (B1)');
  });
});

/** The frame once it shows `what` (the machine may be slow; the test does not time anything). */
async function frameShowing(r: { lastFrame(): string | undefined }, what: RegExp): Promise<string> {
  for (let i = 0; i < 100 && !what.test(stripStyle(r.lastFrame() ?? '')); i++) await new Promise((res) => setTimeout(res, 30));
  return r.lastFrame() ?? '';
}

describe('HelpScreen', () => {
  let cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const c of cleanups) c();
    cleanups = [];
  });

  it('HelpScreen - a page of the help, the search marked in inverse, and the status line', () => {
    const pg = text(['a market here', 'nothing', 'two Markets'], 4);
    const p = typed(openPager('board'), pg, '/', 'm', 'a', 'r', 'k', 'e', 't', 'enter');
    const r = render(createElement(HelpScreen, { pager: p, page: pg, width: 60, painter: PLAIN.painter }));
    cleanups.push(r.unmount);
    const frame = r.lastFrame() ?? '';
    expect(frame).toContain('\x1b[7mmarket\x1b[27m here');
    expect(frame).toContain('two \x1b[7mMarket\x1b[27ms');
    const lines = stripStyle(frame).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^lines 1-3 of 3, 100% {3}"market": match 1 of 2/);
  });

  it("ReplayApp - F1 opens the help with the viewer's keys first; end and home move the help, not the replay", async () => {
    const data = botReplay(6);
    const r = render(createElement(ReplayApp, { data, theme: PLAIN, at: 0 }));
    cleanups.push(r.unmount);
    const shows = async (what: RegExp) => stripStyle(await frameShowing(r, what));
    await shows(/replay 0\//);
    r.stdin.write('\x1bOP');
    expect(await shows(/KEYS HERE/)).toContain('KEYS HERE: Replay viewer');
    r.stdin.write('\x1b[F');
    expect(await shows(/, 100%/)).toMatch(/lines \d+-\d+ of \d+, 100%/);
    r.stdin.write('\x1b[H');
    await shows(/, 0%/);
    r.stdin.write('q');
    expect(await shows(/replay 0\//)).toMatch(/replay 0\/6/);
  });

  it('GameApp - F1 opens the help; / and a word finds it and shows where it is', async () => {
    const controller = new GameController(session(), { seed: 't' });
    const r = render(createElement(GameApp, { controller, theme: PLAIN }));
    cleanups.push(r.unmount);
    const shows = (what: RegExp) => frameShowing(r, what);
    await shows(/HACIENDA/);
    r.stdin.write('\x1bOP');
    expect(await shows(/KEYS HERE/)).toContain('KEYS HERE: On the board (your turn)');
    for (const k of '/connected') r.stdin.write(k);
    expect(stripStyle(await shows(/connected_/))).toContain('/connected_');
    r.stdin.write('\r');
    const found = await shows(/match 1 of/);
    expect(stripStyle(found)).toMatch(/lines \d+-\d+ of \d+, \d+% {3}"connected": match 1 of \d+/);
    expect(found).toMatch(/\x1b\[7mconnected\x1b\[27m/i);
    r.stdin.write('\x1b');
    await shows(/HACIENDA/);
    expect(r.lastFrame()).toContain('HACIENDA');
  });
});

describe('keys', () => {
  it('keys - ctrl+z suspends on every screen, alone or among other keys', () => {
    expect(keysOf('\x1a')).toEqual(['ctrl+z']);
    expect(keysOf('a\x1a')).toEqual(['a', 'ctrl+z']);
    for (const screen of ['board', 'menu', 'watch', 'help', 'search', 'saving', 'confirm', 'final', 'replay', 'small'] as const)
      expect(keyToIntent(screen, 'ctrl+z'), screen).toEqual({ type: 'suspend' });
  });
});
