import { describe, expect, it } from 'vitest';
import { checkClassicBoard } from '../../src/games/classic/rules/board-check.js';

describe('classic board check', () => {
  it('classic check - accepts a board with markets and pampas', () => {
    expect(checkClassicBoard({ name: 'ok', shift: 'odd', grid: ['pMp', 'mfgr', 'sW--'] })).toEqual([]);
  });

  it('classic check - accepts layouts published boards use: markets side by side, islands, no water', () => {
    expect(checkClassicBoard({ name: 'ok', shift: 'odd', grid: ['MMp', '---', 'pfp'] })).toEqual([]);
  });

  it('classic check - reports a board without markets', () => {
    expect(checkClassicBoard({ name: 'x', shift: 'odd', grid: ['ppp'] })).toEqual(['the board has no markets: Classic scores herds that reach markets']);
  });

  it('classic check - reports a board without pampas', () => {
    expect(checkClassicBoard({ name: 'x', shift: 'odd', grid: ['Mff'] })).toEqual(['the board has no pampas: Classic places animals on pampas']);
  });

  it('classic check - reports codes Classic does not use, with where they are', () => {
    expect(checkClassicBoard({ name: 'x', shift: 'even', grid: ['pMVVV', 'VV---'] })).toEqual([
      "Classic has no spaces of code 'V', found at C1, D1, E1 and 2 more",
    ]);
  });

  it('classic check - reports a board without spaces', () => {
    expect(checkClassicBoard({ name: 'x', shift: 'odd', grid: ['---'] })).toEqual(['the board has no spaces']);
  });
});
