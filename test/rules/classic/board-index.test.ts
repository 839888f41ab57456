/**
 * The board index that listing the legal actions reads (src/games/classic/rules/board-index.ts):
 * kept from state to state by apply, it must always be what a survey of the board would find.
 */
import { describe, expect, it } from 'vitest';
import { boardIndex, type BoardIndex } from '../../../src/games/classic/rules/board-index.js';
import { classicBoard } from '../../../src/games/classic/boards/index.js';
import { LAND_PIECE, NO_PIECE } from '../../../src/games/classic/rules/components.js';
import { nextInt, seedRng } from '../../../src/engine/rng.js';
import { parseMapText } from '../../../src/maps/format.js';
import { MAX_MAP_COLUMNS, MAX_MAP_ROWS } from '../../../src/maps/limits.js';
import { classic, SEATS, type ClassicState } from './fixtures.js';

/** A copy of the state with no index: JSON keeps the data alone. */
const fresh = (s: ClassicState): ClassicState => JSON.parse(JSON.stringify(s)) as ClassicState;

/** What an index says. */
const contents = (index: BoardIndex) => ({ water: index.water, seats: index.seats });

/** Every state of a random game, from its start. */
function* randomGame(board: string, players: number, seed: string): Generator<ClassicState> {
  let state = classic.newGame({ players: SEATS.slice(0, players), seed, map: classicBoard(board) });
  const rng = seedRng(`index/${seed}`);
  while (!state.over) {
    yield state;
    const legal = classic.legalActions(state);
    const result = classic.apply(state, legal[nextInt(rng, legal.length)]!);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
}

describe('classic board index', () => {
  it('classic board index - kept as pieces are placed, the same as one made from the board, on every step', () => {
    let steps = 0;
    for (const [board, players] of [
      ['symmetric', 2],
      ['symmetric', 4],
      ['asymmetric', 3],
      ['asymmetric', 5],
    ] as const) {
      for (let g = 0; g < 3; g++) {
        for (const state of randomGame(board, players, `${board}/${players}/${g}`)) {
          const copy = fresh(state);
          expect(contents(boardIndex(state))).toEqual(contents(boardIndex(copy)));
          expect(classic.legalActions(state)).toEqual(classic.legalActions(copy));
          steps++;
        }
      }
    }
    expect(steps).toBeGreaterThan(2000);
  });

  it('classic board index - made when first listed after a run of placements applied without listing, the same as one made from the board', () => {
    const rng = seedRng('unlisted');
    let state = classic.newGame({ players: SEATS.slice(0, 3), seed: 'unlisted', map: classicBoard('symmetric') });
    classic.legalActions(state);
    for (let step = 0; step < 300 && !state.over; step++) {
      // List a third of the positions only: the others pass on an index still to be made.
      const legal = step % 3 === 0 ? classic.legalActions(state) : classic.legalActions(fresh(state));
      state = (classic.apply(state, legal[nextInt(rng, legal.length)]!) as { state: ClassicState }).state;
      if (step % 50 === 49) expect(contents(boardIndex(state))).toEqual(contents(boardIndex(fresh(state))));
    }
    expect(classic.legalActions(state)).toEqual(classic.legalActions(fresh(state)));
  });

  it("classic board index - the boards a search tries from one position keep the position's own index", () => {
    const state = [...randomGame('symmetric', 2, 'siblings')].find((s) => classic.legalActions(s).filter((a) => a.type === 'water').length > 20)!;
    const own = boardIndex(state);
    for (const action of classic.legalActions(state)) {
      const result = classic.apply(state, action);
      if (result.ok) classic.legalActions(result.state);
    }
    expect(boardIndex(state)).toBe(own);
  });

  it('classic board index - a state changed in place after a listing is listed from its new board', () => {
    const states = [...randomGame('symmetric', 2, 'in-place')];
    const state = states.find((s) => s.players[s.turn.player]!.landTiles > 2 && boardIndex(s).seats[s.turn.player]!.near.length > 0)!;
    classic.legalActions(state);
    // A land tile put straight on the board, counted in its owner's supply (as the tests' fixtures do).
    const p = state.turn.player;
    const space = boardIndex(state).seats[p]!.near[0]!;
    expect(state.piece[space]).toBe(NO_PIECE);
    state.piece[space] = LAND_PIECE;
    state.owner[space] = p;
    state.players[p]!.landTiles++;
    expect(boardIndex(state).seats[p]!.own).toContain(space);
    expect(classic.legalActions(state)).toEqual(classic.legalActions(fresh(state)));
  });

  it('classic board index - on a board of the most rows and columns, water tiles far along it close their placements as a board survey finds them', () => {
    // 40,000 spaces of pampas and markets: each water shape has tens of thousands of placements,
    // so the bit sets of open water run to thousands of words (the index once packed a word's
    // number in six bits and mixed up the shapes past the 64th).
    const rows = Array.from({ length: MAX_MAP_ROWS }, (_, y) =>
      Array.from({ length: MAX_MAP_COLUMNS }, (_, x) => ((x + 2 * y) % 5 === 2 ? 'M' : 'p')).join(' '),
    );
    const map = parseMapText(`name: widest\nshift: odd\n${rows.join('\n')}\n`, 'widest.map');
    let state = classic.newGame({ players: SEATS.slice(0, 2), seed: 'widest', map });
    const rng = seedRng('widest');
    let waters = 0;
    for (let step = 0; step < 60 && !state.over; step++) {
      const legal = classic.legalActions(state);
      // A water tile whenever one may be bought, the last placement listed: the furthest along the board.
      const water = legal.filter((a) => a.type === 'water');
      const action = water.length > 0 ? water[water.length - 1 - nextInt(rng, 50)]! : legal[nextInt(rng, legal.length)]!;
      if (action.type === 'water') waters++;
      state = (classic.apply(state, action) as { state: ClassicState }).state;
      expect(contents(boardIndex(state))).toEqual(contents(boardIndex(fresh(state))));
    }
    expect(waters).toBeGreaterThanOrEqual(2);
  });

  it('classic board index - leaves the state plain data: JSON, keys and comparisons do not see it', () => {
    const state = [...randomGame('symmetric', 2, 'plain')][60]!;
    const before = JSON.stringify(state);
    classic.legalActions(state);
    expect(JSON.stringify(state)).toBe(before);
    expect(Object.keys(state.piece)).toHaveLength(state.piece.length);
    expect(fresh(state)).toStrictEqual(state);
    expect(structuredClone(state)).toStrictEqual(state);
  });
});
