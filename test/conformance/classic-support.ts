/** Classic's part of the conformance suite: its invariants, near misses and action keys. */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { topology, type BaseAction, type BaseState, type MapData } from '../../src/api.js';
import { nextInt, type RngState } from '../../src/engine/rng.js';
import {
  ANIMAL_CARD_COUNT,
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  HACIENDAS_AVAILABLE,
  HARVEST_TOKENS,
  LAND_CARD_COUNT,
  LAND_PIECE,
  LAND_TILES,
  WATER_TILE_COUNT,
} from '../../src/games/classic/rules/components.js';
import { groupAt } from '../../src/games/classic/rules/groups.js';
import type { ClassicAction, ClassicState } from '../../src/games/classic/rules/state.js';
import { loadMap } from '../../src/maps/load.js';
import type { ConformanceOptions } from './harness.js';

export const HAZ_DIR = resolve(import.meta.dirname, '../../../shared/maps/haz');
export const hasHaz = existsSync(HAZ_DIR);
if (!hasHaz) console.warn(`conformance: ${HAZ_DIR} is absent, so the .haz boards are not played (the built-in boards still are)`);

export function hazFiles(): string[] {
  return hasHaz
    ? readdirSync(HAZ_DIR)
        .filter((f) => f.endsWith('.haz'))
        .sort()
    : [];
}

export function hazMap(name: string): MapData {
  return loadMap(resolve(HAZ_DIR, name));
}

export function classicKey(state: BaseState, action: BaseAction): string {
  const s = state as ClassicState;
  const a = action as ClassicAction;
  switch (a.type) {
    case 'water':
      return `water ${a.shape} ${[...a.spaces].sort((x, y) => x - y).join(' ')}`;
    case 'harvest': {
      // Any space of a chain names the chain (R5): key by the chain's first space.
      const valid = Number.isInteger(a.space) && a.space >= 0 && a.space < s.owner.length && s.piece[a.space] === LAND_PIECE;
      const first = valid ? Math.min(...groupAt(s, a.space)) : a.space;
      return `harvest ${first}${a.from === undefined ? '' : ` from ${a.from}`}`;
    }
    default:
      return JSON.stringify(a, Object.keys(a).sort());
  }
}

export function classicNearMisses(state: BaseState, legal: BaseAction[], rng: RngState): unknown[] {
  const s = state as ClassicState;
  const size = topology(s.map).size;
  const space = () => nextInt(rng, size);
  const out: unknown[] = [];
  for (let i = 0; i < 6; i++) {
    const a = legal[nextInt(rng, legal.length)] as ClassicAction;
    switch (a.type) {
      case 'end':
        out.push({ type: 'buy', deck: 'land', slot: 7 }, { type: 'buy', deck: 'animal', slot: -2 });
        break;
      case 'buy':
        out.push({ ...a, slot: a.slot + 4 }, { ...a, deck: a.deck === 'land' ? 'cards' : 'land' });
        break;
      case 'hacienda':
        out.push({ ...a, space: space() }, { ...a, space: a.space + size });
        break;
      case 'water': {
        const moved = a.spaces.map((x) => x + 1);
        out.push({ ...a, spaces: moved }, { ...a, spaces: a.spaces.slice(1) }, { ...a, shape: 'rhombus' }, { ...a, spaces: [...a.spaces, space()] });
        break;
      }
      case 'land':
        out.push({ ...a, space: space() }, { ...a, kind: 'pampas' }, { ...a, kind: 'mountain', space: space() });
        break;
      case 'animal':
        out.push({ ...a, space: space() }, { ...a, animal: ANIMALS[nextInt(rng, 4)] }, { ...a, space: a.space + 1 });
        break;
      case 'harvest':
        out.push({ ...a, space: space() }, { ...a, from: space() }, { type: 'harvest', space: a.space });
        break;
    }
  }
  return out;
}

/** Throws with `what` unless `ok`: plain checks, since `expect` is slow in loops of thousands. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

const ALL_LAND = Array.from({ length: LAND_CARD_COUNT }, (_, i) => i).join();
const ALL_ANIMALS = Array.from({ length: ANIMAL_CARD_COUNT }, (_, i) => i).join();
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The numbers a Classic state must keep, whatever happens. */
export function classicInvariants(state: BaseState, turnLog: BaseAction[]): void {
  const s = state as ClassicState;
  const n = s.players.length;
  // Money never below 0; piece limits; counters agree with the board.
  const land = s.players.map(() => 0);
  const animals = s.players.map(() => [0, 0, 0, 0]);
  s.piece.forEach((piece, x) => {
    const o = s.owner[x]!;
    check((o === -1) === (piece === 0), `owner and piece agree at ${x}`);
    if (piece === LAND_PIECE) land[o]!++;
    else if (piece > LAND_PIECE) animals[o]![piece - 2]!++;
  });
  s.players.forEach((p, i) => {
    check(Number.isInteger(p.money) && p.money >= 0, `${p.name}'s money ${p.money} is not below 0`);
    check(land[i] === p.landTiles && p.landTiles <= LAND_TILES, `${p.name}'s land tiles ${land[i]} <= ${LAND_TILES}`);
    check(animals[i]!.join() === p.animalTiles.join(), `${p.name}'s animal counters match the board`);
    check(sum(animals[i]!) <= ANIMAL_TILES && animals[i]!.every((a) => a <= ANIMAL_TILES_PER_KIND), `${p.name}'s animal limits`);
  });
  // Every card in exactly one place.
  const landCards = [s.landDeck, s.landDisplay, s.playedLand, ...s.players.map((p) => p.landHand)].flat().sort((a, b) => a - b);
  check(landCards.join() === ALL_LAND, 'every land card is in exactly one place');
  const animalCards = [s.animalDeck, s.animalReserve, s.animalDisplay, s.removedAnimals, s.playedAnimals, ...s.players.map((p) => p.animalHand)]
    .flat()
    .sort((a, b) => a - b);
  check(animalCards.join() === ALL_ANIMALS, 'every animal card is in exactly one place');
  // Supplies: haciendas, harvest tokens and water tiles are on the board or in the supply.
  check(s.haciendas + sum(s.hacienda) === HACIENDAS_AVAILABLE[n], 'haciendas on the board and in the supply');
  check(s.harvestTokens + sum(s.harvest) === HARVEST_TOKENS, 'harvest tokens on the board and in the supply');
  s.hacienda.forEach((h, x) => check(!h || s.owner[x]! >= 0, 'a hacienda stands on a piece'));
  s.harvest.forEach((h, x) => check(!h || s.piece[x] === LAND_PIECE, 'a harvest token lies on land'));
  const tilesOnBoard = new Set(s.water.filter((id) => id >= 0 && id < WATER_TILE_COUNT));
  check(tilesOnBoard.size + s.waterSupply.length === WATER_TILE_COUNT, 'water tiles on the board and in the supply');
  s.water.forEach((id, x) => check(id < 0 || s.piece[x] === 0, 'no piece on water'));
  // At most 3 actions a turn, and the once-per-turn limits.
  check(turnLog.length <= 3, 'at most 3 actions a turn');
  for (const once of ['hacienda', 'water', 'harvest']) check(turnLog.filter((a) => a.type === once).length <= 1, `${once} at most once a turn`);
  check(s.over || s.turn.actions === 0 || s.turn.actions === turnLog.length, 'the turn counts its actions');
  // Scorings so far, and the end after two (C4), or after the final one alone in a game stalled
  // before the intermediate one (C15).
  check(
    s.players.every((p) => p.scorings.length === s.scorings),
    'every player has every scoring',
  );
  check(
    !s.over ? s.scorings <= 1 : s.scorings === 2 || (s.endReason === 'stalled' && s.scorings === 1),
    'a game ends after two scorings, or a stalled one after the final one alone',
  );
}

/**
 * The scorings a finished game has held: two, unless it stalled while the first animal stack was
 * still the deck, before the intermediate scoring fell due (C15: the final one alone).
 */
export function expectedScorings(state: BaseState): number {
  const s = state as ClassicState;
  return s.endReason === 'stalled' && s.stack === 1 ? 1 : 2;
}

export function classicConformance(map: MapData, players: number, seed: string, exhaustive = false): ConformanceOptions {
  return {
    rules: 'classic',
    map,
    players,
    seed,
    exhaustive,
    invariants: classicInvariants,
    nearMisses: classicNearMisses,
    key: classicKey,
  };
}
