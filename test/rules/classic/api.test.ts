/**
 * The engine contract as Classic keeps it: rejections (code, one-line message naming the player
 * and the action in notation, state unchanged), what a player's view hides, and the move notation
 * (docs/notation.md) both ways.
 */
import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD } from '../../../src/engine/ruleset.js';
import {
  act,
  at,
  BLUE,
  blankGame,
  board,
  classic,
  giveAnimal,
  giveLand,
  GREEN,
  legalTexts,
  newGame,
  put,
  putToken,
  RED,
  reject,
  setMoney,
  type ClassicAction,
  type ClassicState,
} from './fixtures.js';

const MAP = board([
  'm f g r s p', //
  'p p p M p p',
  'p p p p p p',
  'p p p p p p',
]);

describe('rejections', () => {
  function position(): ClassicState {
    const s = blankGame(MAP);
    put(s, 'A3', RED, 'land');
    put(s, 'B1', BLUE, 'land');
    put(s, 'F4', BLUE, 'land');
    putToken(s, 'F4');
    giveLand(s, RED, 'forest');
    return s;
  }

  const cases: [string, string, (s: ClassicState) => void][] = [
    ['buy land deck', 'cannot-afford', (s) => setMoney(s, RED, 1)],
    ['buy animal display 3', 'cannot-afford', (s) => setMoney(s, RED, 2)],
    ['buy animal display 5', 'sold-out', () => {}],
    ['hacienda B1', 'not-allowed', () => {}],
    ['hacienda A3', 'cannot-afford', (s) => setMoney(s, RED, 11)],
    ['water single D2', 'not-allowed', () => {}],
    ['water pair A4 C4', 'not-allowed', () => {}],
    ['water rhombus A3 B3 A4 B4', 'not-allowed', () => {}], // a rhombus, but on Red's land
    ['play land mountain A1', 'no-card', () => {}],
    ['play land forest D1', 'not-allowed', () => {}],
    ['play animal pig B3', 'no-card', () => {}],
    ['harvest B1', 'not-allowed', () => {}],
    ['harvest A3 from F4', 'not-allowed', () => {}],
  ];

  for (const [text, code, prepare] of cases) {
    it(`rejections - '${text}' is refused (${code}) with a message naming the player and the action, the state unchanged`, () => {
      const s = position();
      prepare(s);
      const r = reject(s, text);
      expect(r.code).toBe(code);
      expect(r.message.startsWith(`Red cannot ${text}: `)).toBe(true);
      expect(r.reason).toBeTruthy();
      expect(r.message.endsWith(r.reason!)).toBe(true);
    });
  }

  it('rejections - a space off the board is refused as unknown-space, naming the player', () => {
    const s = position();
    for (const action of [
      { type: 'hacienda', space: 999 },
      { type: 'land', kind: 'forest', space: -1 },
      { type: 'animal', animal: 'pig', space: 1.5 },
      { type: 'water', shape: 'pair', spaces: [0, 999] },
      { type: 'harvest', space: at(s, 'A3'), from: 999 },
    ] as ClassicAction[]) {
      const r = reject(s, action);
      expect(r.code, JSON.stringify(action)).toBe('unknown-space');
      expect(r.message.startsWith('Red cannot ')).toBe(true);
    }
  });

  it('rejections - after the game is over every action is refused with game-over', () => {
    let s = position();
    s = act(act(s, 'end'), 'end');
    expect(s.over).toBe(true);
    expect(reject(s, 'end').code).toBe('game-over');
    expect(reject(s, 'buy land display 1').code).toBe('game-over');
  });

  it('rejections - data that is not an action is refused as malformed, without throwing', () => {
    const s = position();
    const junk: unknown[] = [
      null,
      undefined,
      42,
      'end',
      {},
      { type: 'fly' },
      { type: 'buy' },
      { type: 'buy', deck: 'pile', slot: 0 },
      { type: 'buy', deck: 'land', slot: 'x' },
      { type: 'water', shape: 'pair', spaces: 'A1' },
      { type: 'water', shape: 'hexagon', spaces: [0] },
      { type: 'land', kind: 'lava', space: 0 },
      { type: 'animal', animal: 'dog', space: 0 },
    ];
    for (const action of junk) {
      let result: ReturnType<typeof classic.apply> | undefined;
      expect(() => (result = classic.apply(s, action as ClassicAction)), JSON.stringify(action)).not.toThrow();
      expect(result!.ok).toBe(false);
      if (!result!.ok) {
        expect(['malformed', 'unknown-space'], JSON.stringify(action)).toContain(result!.code);
        expect(result!.message).not.toMatch(/\n/);
      }
    }
  });

  it('rejections - a card slot that no notation can name (below the deck’s -1) is malformed, not sold out', () => {
    const s = position();
    const r = reject(s, { type: 'buy', deck: 'land', slot: -5 });
    expect(r.code).toBe('malformed');
    expect(r.message).not.toContain('buy land deck');
  });

  it('rejections - even an action of an unknown type is refused with a message naming the player', () => {
    const s = position();
    for (const action of [{ type: 'fly' }, null]) {
      const r = reject(s, action as unknown as ClassicAction);
      expect(r.code).toBe('malformed');
      expect(r.message, JSON.stringify(action)).toMatch(/^Red /);
    }
  });
});

describe('view', () => {
  function game(): ClassicState {
    const s = newGame(MAP, { players: 3, seed: 'view' });
    put(s, 'A3', GREEN, 'land');
    return s;
  }

  it('view - other players’ hands are hidden card by card, their counts kept; the viewer’s own hand is shown', () => {
    const s = game();
    const v = classic.view(s, BLUE);
    expect(v.players[BLUE]!.landHand).toEqual(s.players[BLUE]!.landHand);
    expect(v.players[BLUE]!.animalHand).toEqual(s.players[BLUE]!.animalHand);
    for (const seat of [RED, GREEN]) {
      expect(v.players[seat]!.landHand).toEqual(Array(8).fill(HIDDEN_CARD));
      expect(v.players[seat]!.animalHand).toEqual(Array(4).fill(HIDDEN_CARD));
    }
    expect(HIDDEN_CARD).toBe(-1);
  });

  it('view - the decks, the second animal stack and the removed cards are hidden but counted; the displays are face up', () => {
    const s = game();
    const v = classic.view(s, RED);
    for (const pile of ['landDeck', 'animalDeck', 'animalReserve', 'removedAnimals'] as const) {
      expect(v[pile], pile).toEqual(Array(s[pile].length).fill(HIDDEN_CARD));
    }
    expect(v.landDeck.length).toBeGreaterThan(0);
    expect(v.removedAnimals).toHaveLength(20);
    expect(v.landDisplay).toEqual(s.landDisplay);
    expect(v.animalDisplay).toEqual(s.animalDisplay);
    expect(v.hidden).toBe(true);
    expect(v.rng).not.toEqual(s.rng);
    expect(v.rng.every((x) => x === 0)).toBe(true);
  });

  it('view - the board, money, pieces, supplies and turn are as in the game, and the game itself is untouched', () => {
    const s = game();
    const before = structuredClone(s);
    const v = classic.view(s, GREEN);
    for (const key of [
      'owner',
      'piece',
      'water',
      'hacienda',
      'harvest',
      'waterSupply',
      'haciendas',
      'harvestTokens',
      'turn',
      'round',
      'stack',
      'map',
    ] as const) {
      expect(v[key], key).toEqual(s[key]);
    }
    expect(v.players.map((p) => [p.name, p.money, p.landTiles, p.animalTiles])).toEqual(s.players.map((p) => [p.name, p.money, p.landTiles, p.animalTiles]));
    expect(s).toEqual(before);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it('view - the player to move finds the same legal actions in the view, but cannot draw a hidden card from it', () => {
    const s = game();
    const v = classic.view(s, RED);
    expect(legalTexts(v)).toEqual(legalTexts(s));
    const r = classic.apply(v, { type: 'buy', deck: 'land', slot: -1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('hidden');
  });
});

describe('notation', () => {
  /** A kind key for each form of the notation. */
  function form(a: ClassicAction): string {
    switch (a.type) {
      case 'buy':
        return `buy ${a.deck} ${a.slot < 0 ? 'deck' : 'display'}`;
      case 'water':
        return `water ${a.shape}`;
      case 'land':
        return a.kind === 'pampas' ? 'land pampas' : 'land terrain';
      case 'harvest':
        return a.from === undefined ? 'harvest' : 'harvest from';
      default:
        return a.type;
    }
  }

  function roundTrip(s: ClassicState): Set<string> {
    const forms = new Set<string>();
    for (const a of classic.legalActions(s)) {
      const text = classic.formatAction(s, a);
      const back = classic.parseAction(s, text);
      expect(back, text).toEqual(a);
      expect(classic.formatAction(s, back as ClassicAction)).toBe(text);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      forms.add(form(a));
    }
    return forms;
  }

  it('notation - every legal action prints and reads back as itself, for every kind of action', () => {
    const s = blankGame(MAP);
    put(s, ['A3', 'B3'], RED, 'land');
    put(s, 'A4', RED, 'pig');
    giveLand(s, RED, 'mountain');
    giveLand(s, RED, 'pampas');
    giveAnimal(s, RED, 'pig');
    giveAnimal(s, RED, 'horse');
    const forms = roundTrip(s);
    // The supply of harvest tokens empty: harvests name the token they move.
    const t = blankGame(MAP);
    put(t, ['A3'], RED, 'land');
    put(t, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'F3'], BLUE, 'land');
    putToken(t, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'F3']);
    for (const f of roundTrip(t)) forms.add(f);
    expect([...forms].sort()).toEqual(
      [
        'end',
        'buy land deck',
        'buy land display',
        'buy animal deck',
        'buy animal display',
        'hacienda',
        'water single',
        'water pair',
        'water triangle',
        'water rhombus',
        'land terrain',
        'land pampas',
        'animal',
        'harvest',
        'harvest from',
      ].sort(),
    );
  });

  it('notation - the forms of docs/notation.md read as documented', () => {
    const s = blankGame(board(Array(8).fill('pppppppppppp')));
    const i = (l: string) => at(s, l);
    const expected: [string, ClassicAction][] = [
      ['end', { type: 'end' }],
      ['buy land deck', { type: 'buy', deck: 'land', slot: -1 }],
      ['buy animal deck', { type: 'buy', deck: 'animal', slot: -1 }],
      ['buy land display 3', { type: 'buy', deck: 'land', slot: 2 }],
      ['buy animal display 1', { type: 'buy', deck: 'animal', slot: 0 }],
      ['hacienda F7', { type: 'hacienda', space: i('F7') }],
      ['water triangle E5 E6 F5', { type: 'water', shape: 'triangle', spaces: [i('E5'), i('F5'), i('E6')] }],
      ['water single B2', { type: 'water', shape: 'single', spaces: [i('B2')] }],
      ['play land mountain F7', { type: 'land', kind: 'mountain', space: i('F7') }],
      ['play land pampas F7', { type: 'land', kind: 'pampas', space: i('F7') }],
      ['play animal pig F7', { type: 'animal', animal: 'pig', space: i('F7') }],
      ['harvest F7', { type: 'harvest', space: i('F7') }],
      ['harvest F7 from K3', { type: 'harvest', space: i('F7'), from: i('K3') }],
    ];
    for (const [text, action] of expected) {
      expect(classic.parseAction(s, text), text).toEqual(action);
      if (action.type !== 'water') expect(classic.formatAction(s, action)).toBe(text);
    }
    expect(i('F7')).toBe(6 * 12 + 5);
  });

  it('notation - input ignores case and extra spaces, and the spaces of a water tile may come in any order', () => {
    const s = blankGame(board(Array(8).fill('pppppppppppp')));
    expect(classic.parseAction(s, '  PLAY   Animal PIG f7 ')).toEqual(classic.parseAction(s, 'play animal pig F7'));
    expect(classic.parseAction(s, 'Buy Land Display 2')).toEqual({ type: 'buy', deck: 'land', slot: 1 });
    const a = classic.parseAction(s, 'water rhombus e6 F5 e5 D6');
    const b = classic.parseAction(s, 'water rhombus D6 E5 E6 F5');
    expect(a).toEqual(b);
    expect(classic.formatAction(s, a as ClassicAction)).toBe(classic.formatAction(s, b as ClassicAction));
  });

  it('notation - text that is not a move is refused as malformed or unknown-space, with a one-line message', () => {
    const s = blankGame(MAP);
    const cases: [string, string][] = [
      ['', 'malformed'],
      ['fly', 'malformed'],
      ['end now', 'malformed'],
      ['buy', 'malformed'],
      ['buy land', 'malformed'],
      ['buy cow deck', 'malformed'],
      ['buy land display 0', 'malformed'],
      ['buy land display', 'malformed'],
      ['hacienda', 'malformed'],
      ['hacienda Z99', 'unknown-space'],
      ['water', 'malformed'],
      ['water lake A1', 'malformed'],
      ['water pair', 'malformed'],
      ['water pair A1 Q9', 'unknown-space'],
      ['play land lava A1', 'malformed'],
      ['play animal dog A1', 'malformed'],
      ['play animal pig', 'malformed'],
      ['play card pig A1', 'malformed'],
      ['play land forest A9', 'unknown-space'],
      ['harvest', 'malformed'],
      ['harvest A1 from', 'malformed'],
      ['harvest A1 to B1', 'malformed'],
      ['harvest A1 from Z1', 'unknown-space'],
    ];
    for (const [text, code] of cases) {
      const r = classic.parseAction(s, text);
      expect('ok' in r && r.ok === false, text).toBe(true);
      if ('ok' in r) {
        expect(r.code, text).toBe(code);
        expect(r.message).not.toMatch(/\n/);
      }
    }
  });
});
