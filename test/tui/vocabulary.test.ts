/**
 * One vocabulary on the screen (issue 13, item 13): a word has one short form in every panel of
 * both games, words are spelled out where the space allows, headings say what a column is, and
 * a key on the status line is shown whole or not at all.
 */
import { describe, expect, it } from 'vitest';
import { newGame, playerView, type BaseState } from '../../src/api.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { h2026Presenter } from '../../src/games/h2026/screen/index.js';
import { fittingKeys, statusText } from '../../src/tui/components/StatusLine.js';
import { figuresLine, fit, playersTable, shortWord, wrapWords, type PlayersInput } from '../../src/tui/game/panels.js';
import { statusKeys } from '../../src/tui/ui/keys.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { PLAIN } from './support.js';

const names = ['Ana', 'Bo'];
const classic = () => playerView(newGame('classic', { players: names, seed: 'voc', map: classicBoard('symmetric') }), 0);
const h2026 = () => playerView(newGame('2026', { players: names, seed: 'voc', mode: 'basic', layout: 'standard' } as never), 0);
const input = (state: BaseState): PlayersInput => ({ state, names, botLevels: [null, 'greedy'], current: 0, viewer: 0 });
const plain = (lines: readonly string[]) => lines.map(stripStyle);

describe('one vocabulary', () => {
  it('short forms - one rule for every word of both games: longer than four letters, its first three; else whole', () => {
    expect(['mountain', 'meadow', 'forest', 'moorland', 'anteater', 'capybara', 'sheep'].map(shortWord)).toEqual([
      'mou',
      'mea',
      'for',
      'moo',
      'ant',
      'cap',
      'she',
    ]);
    expect(['hill', 'rock', 'wild', 'pig'].map(shortWord)).toEqual(['hill', 'rock', 'wild', 'pig']);
  });

  it('fit - whole words where they fit, else every word in its short form', () => {
    const words = ['anteater-meadow', 'jaguar-mountain'];
    expect(fit(words, 40)).toBe('anteater-meadow jaguar-mountain');
    expect(fit(words, 20)).toBe('ant-mea jag-mou');
    expect(fit(words, 10)).toBe('ant-mea j~');
  });

  it('wrapWords - one form for the whole list: whole words on the lines given, else all short', () => {
    expect(wrapWords(['mountain 2', 'meadow 1', 'forest 3'], 20, 2)).toEqual({ lines: [[0, 1], [2]], short: false });
    expect(wrapWords(['mountain 2', 'meadow 1', 'forest 3'], 12, 2)).toEqual({ lines: [[0, 1], [2]], short: true });
    expect(wrapWords(['mountain 2', 'meadow 1', 'forest 3', 'pampas 4'], 5, 2)).toBeNull();
  });

  it('panels - a word has the same short form in both games and in every panel (mountain is mou, never mtn)', () => {
    for (const [presenter, state] of [
      [classicPresenter, classic()],
      [h2026Presenter, h2026()],
    ] as const) {
      const narrow = plain([...presenter.supplyLines(state, 24, PLAIN), ...presenter.handLines(state, 0, names, 24, PLAIN)]).join('\n');
      expect(narrow).not.toMatch(/\bmtn\b|\bshp\b|\brck\b/);
      const wide = plain([...presenter.supplyLines(state, 200, PLAIN), ...presenter.handLines(state, 0, names, 200, PLAIN)]).join('\n');
      // With room, nothing is shortened.
      expect(wide).not.toMatch(/\b(mou|mea|for|pam|ant|cap|gua|jag|mar|hor|she|cat)\b/);
    }
  });

  it('players panel - the columns are headed in words ("if scored", not "now"), rows line up under them and fit the width', () => {
    for (const [presenter, state, heads] of [
      [classicPresenter, classic(), /^ {4}player\s+pesos cards points if scored$/],
      [h2026Presenter, h2026(), /^ {4}player\s+VP \+VP if scored cards reserves$/],
    ] as const) {
      const lines = plain(presenter.playerLines(input(state), 48, PLAIN));
      expect(lines[0]).toMatch(heads);
      expect(lines[0]).not.toMatch(/\bnow\b/);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(48);
      // The last column's figures end where its heading ends.
      expect(lines[1]!.length).toBe(lines[0]!.length);
      expect(lines[2]).toContain('Bo*');
    }
    // Narrow: the short headings, still within the width.
    const narrow = plain(h2026Presenter.playerLines(input(h2026()), 38, PLAIN));
    expect(narrow[0]).toMatch(/if scored cards res$/);
    for (const line of narrow) expect(line.length).toBeLessThanOrEqual(38);
  });

  it('playersTable - names get what the columns leave, cut to fit', () => {
    const p = { ...input(classic()), names: ['Maximiliana-von-Habsburg', 'Bo'] };
    const lines = plain(playersTable(p, ['x', 'y'], [{ head: 'pesos', value: () => '20' }], 30, PLAIN));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
    expect(lines[1]).toContain('Maximiliana');
  });

  it('figuresLine - two spaces between figures where they fit, one where not, then short labels', () => {
    const f = [
      ['water', '4/4/3/2'],
      ['platforms', '9/9'],
      ['reserves', '10/10'],
    ] as const;
    const id = (t: string) => t;
    expect(figuresLine(f, 60, id)).toBe('water 4/4/3/2  platforms 9/9  reserves 10/10');
    expect(figuresLine(f, 42, id)).toBe('water 4/4/3/2 platforms 9/9 reserves 10/10');
    expect(figuresLine(f, 30, id)).toBe('wat 4/4/3/2 pla 9/9 res 10/10');
  });

  it('status line - a key is shown whole or not at all, and help always stays', () => {
    const keys = statusKeys('board');
    const shown = fittingKeys(keys, 60, true);
    expect(shown).toContain('? help');
    expect(statusText(shown, true).length).toBeLessThanOrEqual(60);
    expect(shown.every((k) => keys.includes(k))).toBe(true);
    expect(shown.length).toBeLessThan(keys.length);
    expect(fittingKeys(keys, 500, true)).toEqual(keys);
  });
});
