/**
 * Hacienda 2026's part of the conformance suite: its invariants, near misses and action keys.
 * The harness passes each game's mode and layout as options of the `2026` ruleset.
 */
import { newGame, topology, type BaseAction, type BaseState, type MapData } from '../../src/api.js';
import { nextInt, type RngState } from '../../src/engine/rng.js';
import {
  ANIMALS,
  ANIMALS_PER_KIND,
  CARD_COUNT,
  KIND_COUNT,
  LAND_PIECE,
  NO_PIECE,
  PLATFORMS,
  RESERVE_TOKENS,
  WATER_TILE_COUNT,
} from '../../src/games/h2026/rules/components.js';
import { boardInfo, chainAt } from '../../src/games/h2026/rules/placement.js';
import { LAND_MARKERS_ON_MAP } from '../../src/games/h2026/rules/components.js';
import type { H2026Action, H2026State, Layout, Mode } from '../../src/games/h2026/rules/state.js';
import type { ConformanceOptions } from './harness.js';

/**
 * The board a record of this game carries: the finished map for the standard and random layouts,
 * the foundation for the custom one (whose replay lays the rest again).
 */
export function boardOf(mode: Mode, layout: Layout, players: number, seed: string): MapData {
  const names = ['Red', 'Blue', 'Green', 'Yellow', 'White'].slice(0, players);
  return (newGame('2026', { players: names, seed, mode, layout }) as H2026State).map;
}

const isSpace = (s: H2026State, x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < s.owner.length;

export function h2026Key(state: BaseState, action: BaseAction): string {
  const s = state as H2026State;
  const a = action as H2026Action;
  const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y);
  switch (a.type) {
    case 'pair':
      return JSON.stringify({ ...a, cards: sorted(a.cards) }, Object.keys(a).sort());
    case 'water':
    case 'platform':
      return `${a.type} ${sorted(a.cards).join(' ')}`;
    case 'place-water':
      return `place-water ${a.shape} ${sorted(a.spaces).join(' ')}`;
    case 'reserve': {
      // Any space of a chain names the chain: key by its first space.
      const ok = s.laying === null && isSpace(s, a.space) && s.piece[a.space] === LAND_PIECE;
      return `reserve ${ok ? Math.min(...chainAt(s, a.space, true)) : a.space}`;
    }
    case 'place-platform': {
      const ok = s.laying === null && isSpace(s, a.space) && s.piece[a.space] !== NO_PIECE;
      return `place-platform ${ok ? Math.min(...chainAt(s, a.space, false)) : a.space}`;
    }
    default:
      return JSON.stringify(a, Object.keys(a).sort());
  }
}

export function h2026NearMisses(state: BaseState, legal: BaseAction[], rng: RngState): unknown[] {
  const s = state as H2026State;
  const size = s.laying ? 1 : topology(s.map).size;
  const space = () => nextInt(rng, size);
  const kind = () => nextInt(rng, KIND_COUNT);
  const out: unknown[] = [{ type: 'skip' }, { type: 'end' }, { type: 'take', card: -1 }];
  for (let i = 0; i < 6; i++) {
    const a = legal[nextInt(rng, legal.length)] as H2026Action;
    switch (a.type) {
      case 'end':
      case 'skip':
        out.push({ type: 'place-platform', space: space() }, { type: 'place-water', shape: 'single', spaces: [space()] });
        break;
      case 'take':
        out.push({ ...a, card: a.card + 1 }, { ...a, card: kind() }, { ...a, card: 26 });
        break;
      case 'pair': {
        const [k1, k2] = a.cards as [number, number];
        out.push({ ...a, cards: [k1, kind()] }, { ...a, cards: [k2] });
        if (a.land !== undefined) out.push({ ...a, land: space() }, { type: 'pair', cards: a.cards, land: a.land, animal: 'jaguar', animalAt: space() });
        if (a.animal !== undefined) {
          out.push(
            { ...a, animalAt: space() },
            { ...a, animal: ANIMALS[nextInt(rng, 4)] },
            { type: 'pair', cards: a.cards, land: space(), animal: a.animal, animalAt: a.animalAt },
          );
        }
        break;
      }
      case 'reserve':
      case 'place-platform':
        out.push({ ...a, space: space() }, { ...a, space: a.space + size });
        break;
      case 'water':
      case 'platform':
        out.push(
          { ...a, cards: [...a.cards.slice(1), kind()] },
          { ...a, cards: a.cards.slice(1) },
          { type: a.type === 'water' ? 'platform' : 'water', cards: a.cards },
        );
        break;
      case 'place-water':
        out.push(
          { ...a, spaces: a.spaces.map((x) => x + 1) },
          { ...a, spaces: a.spaces.slice(1) },
          { ...a, shape: 'rhombus' },
          { ...a, spaces: [...a.spaces, space()] },
        );
        break;
      case 'tile':
        out.push({ ...a, rot: (a.rot + 1) % 6 }, { ...a, at: [a.at[0] + 1, a.at[1]] }, { ...a, tile: (a.tile % 8) + 1 }, { ...a, rot: 6 });
        break;
    }
  }
  return out;
}

/** Throws with `what` unless `ok`: plain checks, since `expect` is slow in loops of thousands. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

const ALL_CARDS = Array.from({ length: CARD_COUNT }, (_, i) => i).join();
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The numbers a 2026 state must keep, whatever happens. */
export function h2026Invariants(state: BaseState, _turnLog: BaseAction[]): void {
  const s = state as H2026State;
  check(s.turn.actions <= s.turn.allowed && s.turn.allowed >= 3, "actions within the turn's allowance");
  s.players.forEach((p) => {
    check(p.vp === sum(p.scorings.map((x) => x.total)) + p.bonus, `${p.name}'s VP are their scorings plus the VP gained since`);
    check(p.scorings.length === s.scorings, 'every player has every scoring');
  });
  if (s.over) {
    check(s.pending.length === 0 && s.laying === null, 'nothing pending at the end');
    check(s.scorings >= 1 && s.scorings <= 2, 'a game ends with one or two scorings');
    if (s.endReason === 'deck') check(s.scorings === 2, 'a game that ran the deck out twice has two scorings');
  } else check(s.scorings <= 1, 'at most one scoring before the end');
  if (s.laying) {
    check(s.owner.length === 0 && s.deck.length === 0 && s.players.every((p) => p.hand.length === 0), 'no board and no cards while the map is laid');
    return;
  }
  const topo = topology(s.map);
  const info = boardInfo(topo);
  // Every card in exactly one place.
  const pendingCards = s.pending.flatMap((p) => (p.step === 'water' || p.step === 'platform' ? p.cards : []));
  const cards = [s.deck, s.queue, s.discard, s.removed, pendingCards, ...s.players.map((p) => p.hand)].flat().sort((a, b) => a - b);
  check(cards.join() === ALL_CARDS, 'every card is in exactly one place');
  // Pieces: counters agree with the board; limits; where pieces stand.
  const land = s.players.map(() => 0);
  const animals = s.players.map(() => ANIMALS.map(() => 0));
  s.piece.forEach((piece, x) => {
    const o = s.owner[x]!;
    check((o === -1) === (piece === NO_PIECE), `owner and piece agree at ${x}`);
    if (piece === NO_PIECE) return;
    check(s.water[x] === -1 && info.center[x] === -1, 'no piece on water or a visitor center');
    if (piece === LAND_PIECE) land[o]!++;
    else {
      check(topo.terrain[x] === 'pampas', 'animals stand on pampas');
      animals[o]![piece - 2]!++;
    }
  });
  s.players.forEach((p, i) => {
    check(land[i] === p.land && p.land <= LAND_MARKERS_ON_MAP, `${p.name}'s land markers (N2: 19 go on the map)`);
    check(animals[i]!.join() === p.animals.join() && p.animals.every((a) => a <= ANIMALS_PER_KIND), `${p.name}'s animals`);
  });
  // Supplies: water tiles, reserve tokens and platforms are on the board, held, or in the supply.
  const tiles = new Set(s.water.filter((id) => id >= 0 && id < WATER_TILE_COUNT));
  check(tiles.size + s.waterSupply.length === WATER_TILE_COUNT, 'water tiles on the board and in the supply');
  s.water.forEach((id, x) => check(id < 0 || info.terrain[x]! >= 0 || topo.terrain[x] === 'water', 'water covers land spaces and the printed icons only'));
  check(s.reserveSupply + sum(s.players.map((p) => p.reserves)) + sum(s.reserve) === RESERVE_TOKENS, 'reserve tokens');
  s.reserve.forEach((r, x) => check(!r || s.piece[x] === LAND_PIECE, 'a reserve token lies on a land marker'));
  check(s.platforms + sum(s.platform) === PLATFORMS, 'viewing platforms');
  s.platform.forEach((r, x) => check(!r || s.piece[x] !== NO_PIECE, 'a platform stands on a piece'));
  check(s.exhausted >= 0 && s.exhausted <= 2, 'the deck runs out at most twice');
}

export function h2026Conformance(mode: Mode, layout: Layout, players: number, seed: string, exhaustive = false): ConformanceOptions {
  return {
    rules: '2026',
    options: { mode, layout },
    map: boardOf(mode, layout, players, seed),
    players,
    seed,
    exhaustive,
    invariants: h2026Invariants,
    nearMisses: h2026NearMisses,
    key: h2026Key,
  };
}
