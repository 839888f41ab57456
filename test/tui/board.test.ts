import { describe, expect, it } from 'vitest';
import { boardSize, renderBoard } from '../../src/tui/game/board-render.js';
import { describeSpace } from '../../src/games/classic/screen/cells.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { colourCodes, COLOUR, game, play, PLAIN, TOPO } from './support.js';

const at = (label: string) => TOPO.indexOf(label);
const none = new Set<number>();

function board(state = game(), more: Partial<Parameters<typeof renderBoard>[0]> = {}, theme = PLAIN) {
  return renderBoard({
    state,
    topo: TOPO,
    presenter: classicPresenter,
    zoom: 'compact',
    cursor: at('A1'),
    targets: none,
    preview: none,
    glyphs: theme.glyphs,
    painter: theme.painter,
    ...more,
  });
}

describe('board', () => {
  it('board - compact: column letters on top, a row number and a line per row of hexes, shifted rows one to the right', () => {
    const lines = board().map((l) => stripStyle(l).trimEnd());
    expect(lines).toHaveLength(TOPO.rows + 1);
    expect(lines[0]).toBe('   A B C D E F G H I J K L M N O P Q R');
    // Row 1 of the symmetric board: s s p p p p g g m m ...
    expect(lines[1]).toBe(' 1 s s . . . . g g m m g g . . . . s s');
    expect(lines[2]!.startsWith(' 2  s . . ')).toBe(true);
    expect(lines[3]).toContain('$');
    const size = boardSize(TOPO, 'compact');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(size.width);
    expect(size.width + 36).toBeLessThanOrEqual(80);
  });

  it("board - pieces show their owner's letter and what they are; haciendas and tokens are marked", () => {
    let state = game();
    const land = at('F10'); // a mountain space
    state = play(state, { type: 'land', kind: 'mountain', space: land });
    const lines = board(state).map(stripStyle);
    expect(lines[10]!.slice(3 + 1 + 2 * 5, 3 + 1 + 2 * 5 + 2)).toBe('R#');
    // With a hacienda and a harvest token (set directly; the picture does not care how).
    const marked = { ...state, hacienda: state.hacienda.map((h, s) => (s === land ? 1 : h)), harvest: state.harvest.map((h, s) => (s === land ? 1 : h)) };
    expect(stripStyle(board(marked)[10]!)).toContain('R&');
    const detailed = renderBoard({
      presenter: classicPresenter,
      state: marked,
      topo: TOPO,
      zoom: 'detailed',
      cursor: 0,
      targets: none,
      preview: none,
      glyphs: PLAIN.glyphs,
      painter: PLAIN.painter,
    }).map(stripStyle);
    expect(detailed.join('\n')).toContain('|R#&|');
    expect(describeSpace(marked, TOPO, land, ['Ana', 'Blue'])).toBe(
      'F10 mountain: land of Ana (R), a chain of 1 tile (harvested); a hacienda and a harvest token here',
    );
  });

  it('board - detailed: hex outlines, labels on the edges, sized for the layout', () => {
    const lines = renderBoard({
      presenter: classicPresenter,
      state: game(),
      topo: TOPO,
      zoom: 'detailed',
      cursor: 0,
      targets: none,
      preview: none,
      glyphs: PLAIN.glyphs,
      painter: PLAIN.painter,
    }).map(stripStyle);
    const size = boardSize(TOPO, 'detailed');
    expect(lines).toHaveLength(size.height);
    expect(lines[0]!.trim().startsWith('A   B   C')).toBe(true);
    expect(lines[1]).toMatch(/^ {4}\/ \\ \/ \\/);
    expect(lines[2]).toMatch(/^ 1 \| s \| s \| \. \|/);
    expect(lines[4]).toMatch(/^ 2 {3}\| s \| \. \|/);
  });

  it('board - targets are marked with + (playable without colour), the cursor is inverse', () => {
    const targets = new Set([at('C1'), at('D1')]);
    const lines = board(game(), { targets, cursor: at('A1') });
    expect(stripStyle(lines[1]!).trimEnd()).toBe(' 1 s s .+.+. . g g m m g g . . . . s s');
    // chalk writes each attribute as a code of its own, and closes each with its own closer.
    expect(lines[1]).toContain('\x1b[1m\x1b[7ms \x1b[27m\x1b[22m');
  });

  it('board - no colour codes without colour; terrain and owners coloured with it', () => {
    const state = play(game(), { type: 'land', kind: 'mountain', space: at('F10') });
    expect(colourCodes(board(state).join('\n'))).toEqual([]);
    const coloured = board(state, {}, COLOUR).join('\n');
    expect(colourCodes(coloured).length).toBeGreaterThan(0);
    // With 16 colours a piece is its owner's bright colour on black, a ground no terrain has (cells.ts).
    expect(coloured).toContain('\x1b[91m\x1b[40mR#\x1b[49m\x1b[39m');
  });
});
