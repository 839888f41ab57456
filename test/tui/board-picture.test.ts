/**
 * The board as a picture (issue 18): terrain tints per game with a 16-colour fallback and none
 * without colour, pieces on their owner's colour readable on every tint, the marks of what changed
 * since a seat last acted, what counts at a scoring, and the legend.
 */
import { describe, expect, it } from 'vitest';
import { boardOf, legalActions, newGame, topology, type BaseState } from '../../src/api.js';
import { renderBoard, type Zoom } from '../../src/tui/game/board-render.js';
import { pieceStyle, type Tint } from '../../src/tui/game/cells.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { h2026Presenter } from '../../src/games/h2026/screen/index.js';
import { TINTS as CLASSIC_TINTS } from '../../src/games/classic/screen/tints.js';
import { TINTS as H2026_TINTS } from '../../src/games/h2026/screen/tints.js';
import { connectedMarkets } from '../../src/games/classic/rules/scoring.js';
import { centersTouched } from '../../src/games/h2026/rules/scoring.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import type { H2026State } from '../../src/games/h2026/rules/state.js';
import { presenterOf } from '../../src/tui/game/rulesets.js';
import { legendLines } from '../../src/tui/components/BoardLegend.js';
import { makePainter, stripStyle, type Shade } from '../../src/tui/terminal/style.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../src/tui/terminal/glyphs.js';
import { colourCodes, game, play, PLAIN, TOPO } from './support.js';
import { applyAction } from '../../src/api.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';

const none = new Set<number>();
const TRUE = { painter: makePainter(3), glyphs: UNICODE_GLYPHS };
const SIXTEEN = { painter: makePainter(1), glyphs: UNICODE_GLYPHS };

function draw(state: BaseState, theme = PLAIN, more: Partial<Parameters<typeof renderBoard>[0]> = {}, zoom: Zoom = 'compact'): string[] {
  return renderBoard({
    state,
    topo: topology(boardOf(state)),
    presenter: presenterOf(state),
    zoom,
    cursor: -1,
    targets: none,
    preview: none,
    glyphs: theme.glyphs,
    painter: theme.painter,
    ...more,
  });
}

/** The escape codes just before the first drawing of `text` on `line` (its style). */
function styleBefore(line: string, text: string): string {
  let codes = '';
  let shown = '';
  for (const m of line.matchAll(/(\x1b\[[0-9;]*m)|([^\x1b])/g)) {
    if (m[1]) codes += m[1];
    else {
      if (shown.endsWith(text.slice(0, -1)) && m[2] === text.slice(-1)) return codes;
      if (shown.length > 0 && !text.startsWith(m[2]!)) codes = codes.replace(/.*\x1b\[0m/, '');
      shown += m[2];
    }
  }
  return codes;
}

/** A random game of the ruleset played `n` actions on (the engine's own legal moves). */
function played(start: BaseState, n: number, seed: string): BaseState {
  const rng = seedRng(seed);
  let s = start;
  for (let i = 0; i < n; i++) {
    const legal = legalActions(s).filter((a) => a.type !== 'end' || i % 7 === 6);
    const pick = legal.length ? legal : legalActions(s);
    if (pick.length === 0) break;
    const r = applyAction(s, pick[nextInt(rng, pick.length)]!);
    if (r.ok) s = r.state;
  }
  return s;
}

const h2026 = () => newGame('2026', { players: ['Ana', 'Bot'], seed: 'tints', startPlayer: 0, mode: 'basic', layout: 'standard' } as never);

/** Relative luminance and contrast (WCAG), for "readable". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => Math.hypot(...rgbOf(a).map((x, i) => x - rgbOf(b)[i]!));

describe('board picture', () => {
  it('tints - every terrain of every board of both games has a tint, given by its own presenter', () => {
    for (const [state, tints] of [
      [game(), CLASSIC_TINTS],
      [h2026(), H2026_TINTS],
    ] as const) {
      const topo = topology(boardOf(state));
      for (const t of topo.byTerrain.keys()) expect(tints[t] ?? (t.startsWith('center') ? tints.center : undefined), t).toBeDefined();
      expect(tints.water).toBeDefined();
    }
  });

  it('tints - with true colour each terrain is drawn on its own ground; the letters stay the same as without colour', () => {
    const state = game();
    const coloured = draw(state, TRUE);
    const plain = draw(state, { painter: makePainter(0), glyphs: UNICODE_GLYPHS });
    expect(coloured.map(stripStyle)).toEqual(plain.map(stripStyle));
    const text = coloured.join('\n');
    for (const t of ['pampas', 'mountain', 'forest', 'meadow', 'rock', 'moorland', 'market', 'water']) {
      const tone = CLASSIC_TINTS[t]!.ground.tone;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(tone.slice(i, i + 2), 16));
      expect(text, t).toContain(`\x1b[48;2;${r};${g};${b}m`);
    }
    // Row 1 of the symmetric board starts with moorland: its letter on the moorland's ground.
    expect(styleBefore(coloured[1]!, 's')).toContain('48;2;85;58;96');
  });

  it('tints - with 16 colours the grounds are the terminal colours; the pampas keep the terminal background', () => {
    const lines = draw(game(), SIXTEEN);
    expect(lines.join('\n')).not.toMatch(/\x1b\[(38|48);[25];/);
    // Moorland on magenta (45), the market on yellow (43), forest on green (42).
    expect(lines.join('\n')).toContain('\x1b[45m');
    expect(lines.join('\n')).toContain('\x1b[43m');
    expect(lines.join('\n')).toContain('\x1b[42m');
  });

  it('tints - without colour no colour code at all, in both zooms and both games, marks included', () => {
    for (const state of [play(game(), { type: 'land', kind: 'mountain', space: TOPO.indexOf('F10') }), h2026()]) {
      for (const zoom of ['compact', 'detailed'] as const) {
        const lines = draw(state, PLAIN, { changed: new Set([0, 1, 2]), recent: new Set([3]), cursor: 4, focus: new Set([5]) }, zoom);
        expect(colourCodes(lines.join('\n'))).toEqual([]);
      }
    }
  });

  it('tints - 2026: the visitor centers and the terrains on their grounds, in both zooms', () => {
    const state = h2026();
    for (const zoom of ['compact', 'detailed'] as const) {
      const text = draw(state, TRUE, {}, zoom).join('\n');
      for (const t of ['forest', 'marsh', 'hill', 'mountain', 'meadow', 'center']) {
        const tone = H2026_TINTS[t]!.ground.tone;
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(tone.slice(i, i + 2), 16));
        expect(text, `${t} ${zoom}`).toContain(`48;2;${r};${g};${b}m`);
      }
    }
  });

  it("pieces - each seat's pieces are readable (contrast 4.5 or more) and stand apart from every terrain's tint", () => {
    const tints: Tint[] = [...Object.values(CLASSIC_TINTS), ...Object.values(H2026_TINTS)];
    for (let seat = 0; seat < 5; seat++) {
      const st = pieceStyle(seat);
      const ground = (st.bg as Shade).tone;
      const ink = (st.fg as Shade).tone;
      expect(contrast(ink, ground), `seat ${seat}`).toBeGreaterThanOrEqual(4.5);
      // 16 colours: on black, a ground no terrain has.
      expect((st.bg as Shade).ansi).toBe('black');
      for (const t of tints) {
        expect(t.ground.ansi).not.toBe('black');
        // Not the same ground as a terrain: a clear step in lightness, or colours far apart.
        const apart = contrast(ground, t.ground.tone) >= 1.5 || distance(ground, t.ground.tone) >= 100;
        expect(apart, `seat ${seat} on ${t.ground.tone}`).toBe(true);
      }
    }
    // Every terrain letter reads on its own ground too.
    for (const t of tints) expect(contrast(t.letter.tone, t.ground.tone), t.ground.tone).toBeGreaterThanOrEqual(3);
  });

  it('marks - the spaces changed since the viewer looked are underlined and bold; detailed: their outline stands out', () => {
    const state = play(game(), { type: 'land', kind: 'mountain', space: TOPO.indexOf('F10') });
    const f10 = TOPO.indexOf('F10');
    const compact = draw(state, PLAIN, { changed: new Set([f10]) });
    // Row 10, the piece R#: underlined (4) and bold (1), without any colour.
    expect(styleBefore(compact[10]!, 'R#')).toMatch(/\x1b\[1m/);
    expect(styleBefore(compact[10]!, 'R#')).toMatch(/\x1b\[4m/);
    const unmarked = draw(state, PLAIN);
    expect(styleBefore(unmarked[10]!, 'R#')).not.toMatch(/\x1b\[4m/);
    const detailed = draw(state, TRUE, { changed: new Set([f10]) }, 'detailed');
    const plainDetailed = draw(state, TRUE, {}, 'detailed');
    expect(detailed.map(stripStyle)).toEqual(plainDetailed.map(stripStyle));
    // The outline of F10 in bright yellow and bold, which no unmarked board has.
    expect(detailed.join('\n')).toContain('\x1b[1m\x1b[38;2;255;213;74m');
    expect(plainDetailed.join('\n')).not.toContain('\x1b[1m\x1b[38;2;255;213;74m');
  });

  it('counting - Classic: the connected markets are what the scoring counts, with the herds that reach them; the board shows only them', () => {
    let counted = 0;
    for (const seed of ['count-1', 'count-2', 'count-3']) {
      const state = played(game(seed), 90, seed) as ClassicState;
      const c = classicPresenter.counting(state, ['Ana', 'Blue']);
      expect(c.what).toBe('markets');
      c.seats.forEach((s) => {
        expect(s.lines).toHaveLength(connectedMarkets(state, s.seat));
        expect(s.heading).toMatch(new RegExp(`^${['Ana', 'Blue'][s.seat]}: ${connectedMarkets(state, s.seat)} markets?, \\d+ pts?$`));
        for (const l of s.lines) expect(l).toMatch(/^ {2}[A-R]\d+: (\w+ herd of \d+ \([A-R]\d+\)(, )?)+$/);
      });
      const faded = draw(state, PLAIN, { focus: c.spaces });
      const full = draw(state, PLAIN);
      expect(faded.map(stripStyle)).toEqual(full.map(stripStyle));
      if (c.spaces.size > 0) expect(faded.join('\n')).toContain('\x1b[2m');
      counted += c.seats.reduce((n, x) => n + x.lines.length, 0);
    }
    expect(counted).toBeGreaterThan(0);
  });

  it('counting - 2026: the visitor centers touched are what the scoring counts, with the animals touching them', () => {
    const state = played(h2026(), 80, 'centers') as H2026State;
    const c = h2026Presenter.counting(state, ['Ana', 'Bot']);
    expect(c.what).toBe('visitor centers');
    for (const s of c.seats) {
      expect(s.lines).toHaveLength(centersTouched(state, s.seat));
      expect(s.heading).toMatch(/: \d+ visitor centers?, \d+ VP$/);
    }
    expect(c.seats.some((s) => s.lines.length > 0)).toBe(true);
  });

  it("legend - each player's letter in their colour and the terrains on their tints; the same words without colour", () => {
    const names = ['Ana', 'Blue'];
    const coloured = legendLines(classicPresenter, names, 40, { painter: makePainter(3), glyphs: ASCII_GLYPHS });
    const plain = legendLines(classicPresenter, names, 40, PLAIN);
    expect(coloured.map(stripStyle)).toEqual(plain.map(stripStyle));
    expect(plain.map(stripStyle)).toContain('R Ana  B Blue');
    expect(plain.map(stripStyle).join('\n')).toContain('. pampas  m mountain  f forest');
    // R on its seat's ground, as the board's pieces are.
    expect(coloured[1]).toContain('\x1b[48;2;200;56;46m');
    expect(legendLines(h2026Presenter, names, 40, PLAIN).map(stripStyle).join('\n')).toContain('b marsh');
  });
});
