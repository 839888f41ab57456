/**
 * Setting up a game of Hacienda 2026 (rulebook "Setup" and "Custom Maps Setup"; rulings N1, N2,
 * N11, B2, R2026-1 to R2026-3): the map from the tiles (the printed layout, or a foundation and
 * then one tile per player, placed by the players or by the seed), the water icons covered, then
 * the deck with cards removed by player count, the hands and the queue.
 *
 * As for Classic, a new game is made from an explicit setup (`H2026Setup`, what a record keeps), so
 * that a record replays from it and never from the seed: `newH2026Game` deals one from the seed and
 * builds the game from it, `h2026FromSetup` builds the game from any setup (checked, since records
 * can be tampered with). With the custom layout the map is not done when the game starts: the
 * setup then holds the foundation and the first tile drawn, and the deal happens when the last
 * tile is laid (recorded by that action's events).
 */
import { OPTIONS } from './options.js';
import { boardTopology, checkPlayers } from '../../../engine/setup-checks.js';
import { h2026About } from '../about.js';
import { topology, type MapData } from '../../../engine/board.js';
import { nextInt, seedRng, shuffled, type RngState } from '../../../engine/rng.js';
import { SetupError } from '../../../engine/ruleset.js';
import { tileSet, type TilePlacement } from '../tiles/index.js';
import {
  ACTIONS_PER_TURN,
  ANIMALS,
  CARD_COUNT,
  CARDS_REMOVED,
  centerKindOf,
  COPIES_PER_PAIR,
  HAND_SIZE,
  KIND_COUNT,
  kindByName,
  kindName,
  kindOf,
  PLATFORMS,
  QUEUE_SIZE,
  RESERVE_TOKENS,
  TERRAINS,
  WATER_TILE_COUNT,
  WATER_TILES,
  WILD_ANIMAL,
  WILD_CARDS,
  WILD_TERRAIN,
} from './components.js';
import { LARGE_TILES, legalPlacements, mapName, mapOfSpread, placementProblem, SMALL_TILES, spreadOf, standardLayout } from './layout.js';
import type { H2026Laying, H2026Options, H2026State, Layout, Mode } from './state.js';
import type { H2026Deal } from './events.js';
import type { Effects } from './flow.js';

/** The modes and layouts, as the options specification lists them (options.ts). */
const choicesOf = (name: string) => OPTIONS.find((o) => o.name === name)!.choices.map((c) => c.value);
export const MODES = choicesOf('mode') as readonly Mode[];
export const LAYOUTS = choicesOf('layout') as readonly Layout[];

export type { H2026Deal } from './events.js';

/**
 * The explicit random setup of a game (B2): the start player, the tiles on the map, the custom
 * setup's first draw, the cards dealt (null until the map is complete), and the generator's state
 * after all that (it still draws tiles and shuffles the discard pile later; those show in the
 * events of the actions that do it).
 */
export interface H2026Setup {
  startPlayer: number;
  mode: Mode;
  layout: Layout;
  tiles: TilePlacement[];
  laying: H2026Laying | null;
  deal: H2026Deal | null;
  rng: RngState;
}

const BOARD_TERRAINS = new Set<string>([...TERRAINS, 'water']);

/** Throws SetupError unless `map` can carry a 2026 game. */
export function checkBoard(map: MapData): void {
  const topo = boardTopology(map);
  topo.terrain.forEach((t, i) => {
    if (!BOARD_TERRAINS.has(t) && !centerKindOf(t)) throw new SetupError(`map ${map.name}: ${topo.label[i]} is ${t}, which Hacienda 2026 does not use`);
  });
}

function checkOptions(options: H2026Options): { n: number; mode: Mode; layout: Layout } {
  const n = checkPlayers(options, h2026About);
  const mode = options.mode ?? 'basic';
  const layout = options.layout ?? 'standard';
  if (!MODES.includes(mode)) throw new SetupError(`mode must be ${MODES.join(' or ')}, not '${String(mode)}'`);
  if (!LAYOUTS.includes(layout)) throw new SetupError(`layout must be ${LAYOUTS.join(', ')}, not '${String(layout)}'`);
  if (options.map) checkBoard(options.map);
  return { n, mode, layout };
}

/** Lays the map (as far as the seed decides it) and deals, from the options' seed. */
export function dealH2026Setup(options: H2026Options): H2026Setup {
  const { n, mode, layout } = checkOptions(options);
  const rng = seedRng(options.seed);
  const startPlayer = options.startPlayer ?? nextInt(rng, n);
  let tiles: TilePlacement[];
  let laying: H2026Laying | null = null;
  {
    if (layout === 'standard') tiles = standardLayout(n);
    else {
      // The foundation, then one tile per player in turn from the start player (R2026-1).
      tiles = foundation(mode, rng);
      const used = new Set(tiles.map((t) => t.tile));
      laying = drawTile(tiles, mode, { drawn: -1, pool: [...LARGE_TILES, ...SMALL_TILES].filter((t) => !used.has(t)), left: n }, rng);
      if (layout === 'random') {
        // R2026-3: the seed places every tile, uniformly among its legal placements.
        while (laying) {
          const options = legalPlacements(spreadOf(tiles, mode), laying.drawn, mode);
          tiles = [...tiles, options[nextInt(rng, options.length)]!];
          laying = laying.left > 1 ? drawTile(tiles, mode, { ...laying, left: laying.left - 1 }, rng) : null;
        }
      }
    }
  }
  if (options.map && !sameBoard(options.map, mapOfSpread(spreadOf(tiles, mode), ''))) {
    // A board given whole (not the one these tiles make): play on it as it is.
    tiles = [];
    laying = null;
  }
  const deal = laying ? null : dealCards(rng, n);
  return { startPlayer, mode, layout, tiles, laying, deal, rng: [...rng] as RngState };
}

function sameBoard(a: MapData, b: MapData): boolean {
  return a.shift === b.shift && a.grid.length === b.grid.length && a.grid.every((row, i) => row === b.grid[i]);
}

export function newH2026Game(options: H2026Options): H2026State {
  return h2026FromSetup(options, dealH2026Setup(options));
}

/** The foundation of the custom setup, its large and small slots filled with tiles drawn at random. */
function foundation(mode: Mode, rng: RngState): TilePlacement[] {
  const large: number[] = [...LARGE_TILES];
  const small: number[] = [...SMALL_TILES];
  return tileSet().foundation[mode].map((slot) => {
    if ('tile' in slot) return { tile: slot.tile, at: [slot.at[0], slot.at[1]], rot: slot.rot };
    const from = slot.size === 'large' ? large : small;
    const tile = from.splice(nextInt(rng, from.length), 1)[0]!;
    return { tile, at: [slot.at[0], slot.at[1]], rot: slot.rot };
  });
}

/**
 * The next tile of the custom setup, drawn at random (advancing `rng`); R2026-2: a tile that fits
 * nowhere goes back to the box and another is drawn. Null when no tile is left that fits.
 */
function drawTile(tiles: readonly TilePlacement[], mode: Mode, laying: H2026Laying, rng: RngState): H2026Laying | null {
  const spread = spreadOf(tiles, mode);
  const pool = laying.pool.slice();
  while (pool.length > 0) {
    const tile = pool.splice(nextInt(rng, pool.length), 1)[0]!;
    if (legalPlacements(spread, tile, mode).length > 0) return { drawn: tile, pool, left: laying.left };
  }
  return null;
}

/** N1: the deck shuffled, cards removed unseen by player count, six to each player, three to the queue. */
function dealCards(rng: RngState, n: number): H2026Deal {
  const deck = shuffled(rng, range(CARD_COUNT)).map((c) => kindName(kindOf(c)));
  const removed = deck.splice(deck.length - CARDS_REMOVED[n]!, CARDS_REMOVED[n]!);
  const hands = range(n).map(() => deck.splice(deck.length - HAND_SIZE, HAND_SIZE));
  const queue = deck.splice(deck.length - QUEUE_SIZE, QUEUE_SIZE);
  return { removed, hands, queue, deck };
}

/** The setup a new game was made from; a later state no longer shows it (records keep it). */
export function h2026SetupOf(state: H2026State): H2026Setup {
  const started = state.laying === null;
  if (state.round !== 1 || state.turn.actions !== 0 || state.turn.player !== state.startPlayer || state.discard.length > 0 || state.pending.length > 0) {
    throw new Error('h2026SetupOf: only a new game shows its setup');
  }
  const names = (ids: readonly number[]) => ids.map((c) => kindName(kindOf(c)));
  return {
    startPlayer: state.startPlayer,
    mode: state.mode,
    layout: state.layout,
    tiles: state.tiles.map((t) => ({ tile: t.tile, at: [t.at[0], t.at[1]], rot: t.rot })),
    laying: state.laying ? { drawn: state.laying.drawn, pool: state.laying.pool.slice(), left: state.laying.left } : null,
    deal: started
      ? { removed: names(state.removed), hands: state.players.map((p) => names(p.hand)), queue: names(state.queue), deck: names(state.deck) }
      : null,
    rng: [...state.rng] as RngState,
  };
}

/**
 * The state of a new game from its options and explicit setup. The board is `options.map` when
 * given (a record's own board, so that old records replay whatever later versions do to the
 * tiles), else the one the setup's tiles make; during a custom setup, always the tiles'.
 */
export function h2026FromSetup(options: H2026Options, setup: H2026Setup): H2026State {
  const { n } = checkOptions(options);
  const bad = (why: string) => new SetupError(`setup: ${why}`);
  if (!setup || typeof setup !== 'object') throw bad('missing');
  if (!MODES.includes(setup.mode) || !LAYOUTS.includes(setup.layout)) throw bad('unknown mode or layout');
  if (!Number.isInteger(setup.startPlayer) || setup.startPlayer < 0 || setup.startPlayer >= n) throw bad('the start player must be a seat');
  if (!Array.isArray(setup.rng) || setup.rng.length !== 4 || !setup.rng.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)) {
    throw bad('the generator state must be four 32-bit words');
  }
  const mode = setup.mode;
  const tiles = checkTiles(setup.tiles, mode, bad);
  if ((setup.laying === null) === (setup.deal === null)) throw bad('either tiles are still to be laid or the cards are dealt, not both');
  let laying: H2026Laying | null = null;
  if (setup.laying) {
    const l = setup.laying;
    const all = [...tiles.map((t) => t.tile), l.drawn, ...(Array.isArray(l.pool) ? l.pool : [])];
    if (!Number.isInteger(l.drawn) || !Array.isArray(l.pool) || !Number.isInteger(l.left) || l.left < 1 || l.left > n) throw bad('bad tile laying');
    if (new Set(all).size !== all.length || !all.every((t) => Number.isInteger(t) && t >= 0 && t <= 8)) throw bad('each tile can be used once');
    if (tiles.length === 0) throw bad('the custom setup starts from its foundation');
    laying = { drawn: l.drawn, pool: l.pool.slice(), left: l.left };
  } else if (tiles.length === 0 && !options.map) {
    throw bad('no tiles and no map');
  }
  const name = options.map?.name ?? mapName(mode, setup.layout, n);
  const map = options.map && !laying ? { name, shift: options.map.shift, grid: options.map.grid.slice() } : mapOfSpread(spreadOf(tiles, mode), name);
  const state: H2026State = {
    ruleset: '2026',
    rng: [...setup.rng] as RngState,
    mode,
    layout: setup.layout,
    tiles,
    laying,
    map,
    players: options.players.map((p) => ({ name: p, hand: [], shown: [], vp: 0, bonus: 0, reserves: 0, land: 0, animals: ANIMALS.map(() => 0), scorings: [] })),
    owner: [],
    piece: [],
    water: [],
    platform: [],
    reserve: [],
    deck: [],
    queue: [],
    discard: [],
    removed: [],
    waterSupply: [],
    reserveSupply: RESERVE_TOKENS,
    platforms: PLATFORMS,
    startPlayer: setup.startPlayer,
    round: 1,
    turn: { player: setup.startPlayer, actions: 0, allowed: ACTIONS_PER_TURN },
    roundActions: 0,
    exhausted: 0,
    pending: [],
    firstDue: false,
    finalDue: false,
    scorings: 0,
    over: false,
    endReason: null,
  };
  if (setup.deal) startPlay(state, setup.deal);
  return state;
}

/** Tile layouts already found legal, by mode and placements. */
const checked = new Set<string>();

function checkTiles(tiles: unknown, mode: Mode, bad: (why: string) => SetupError): TilePlacement[] {
  if (!Array.isArray(tiles)) throw bad('tiles must be a list');
  const key = mode + JSON.stringify(tiles);
  if (checked.has(key)) return (tiles as TilePlacement[]).map((t) => ({ tile: t.tile, at: [t.at[0], t.at[1]], rot: t.rot }));
  const out: TilePlacement[] = [];
  for (const t of tiles as TilePlacement[]) {
    const ok =
      t &&
      Number.isInteger(t.tile) &&
      t.tile >= 0 &&
      t.tile <= 8 &&
      Array.isArray(t.at) &&
      t.at.length === 2 &&
      t.at.every(Number.isInteger) &&
      Number.isInteger(t.rot) &&
      t.rot >= 0 &&
      t.rot < 6;
    if (!ok) throw bad('a tile is {tile, at: [a, b], rot}');
    const p: TilePlacement = { tile: t.tile, at: [t.at[0], t.at[1]], rot: t.rot };
    if (out.length === 0) {
      if (p.tile !== 0) throw bad('the central tile comes first');
    } else {
      if (out.some((x) => x.tile === p.tile)) throw bad(`tile ${p.tile} is used twice`);
      const why = placementProblem(spreadOf(out, mode), p, mode);
      if (why) throw bad(`tile ${p.tile} cannot go there: ${why}`);
    }
    out.push(p);
  }
  if (checked.size > 1024) checked.clear();
  checked.add(key);
  return out;
}

/**
 * Lays the drawn tile (custom setup); the next seat draws one, or the map is complete: the cards
 * are dealt and play begins. Mutates `state`, a private draft.
 */
export function placeTile(state: H2026State, p: TilePlacement, fx: Effects): void {
  const laying = state.laying!;
  state.tiles = [...state.tiles, { tile: p.tile, at: [p.at[0], p.at[1]], rot: p.rot }];
  state.map = mapOfSpread(spreadOf(state.tiles, state.mode), state.map.name);
  fx.events.push({ type: 'tile', player: state.turn.player, tile: p.tile, at: p.at, rot: p.rot });
  state.rng = [...state.rng];
  let next = laying.left > 1 ? drawTile(state.tiles, state.mode, { ...laying, left: laying.left - 1 }, state.rng) : null;
  // B2: a replay draws the tile the record kept (the generator still advances as in play).
  if (next) {
    const spread = spreadOf(state.tiles, state.mode);
    next = fx.chance.tile(next, laying.pool, (t) => legalPlacements(spread, t, state.mode).length > 0);
  }
  state.laying = next;
  if (next) {
    const seat = (state.turn.player + 1) % state.players.length;
    state.turn = { player: seat, actions: 0, allowed: ACTIONS_PER_TURN };
    // R2026-2: tiles drawn before it that fit nowhere went back to the box.
    const returned = laying.pool.filter((t) => t !== next.drawn && !next.pool.includes(t));
    fx.events.push({ type: 'tile-drawn', player: seat, tile: next.drawn, returned });
    return;
  }
  const dealt = dealCards(state.rng, state.players.length);
  const { deal, recorded } = fx.chance.deal(dealt);
  if (!recorded) startPlay(state, dealt);
  else {
    // A recorded deal is checked as a record's setup is: by startPlay, whose SetupError is the
    // setup's own answer to an impossible deal (as newGame's and fromSetup's are).
    try {
      startPlay(state, deal as H2026Deal);
    } catch (err) {
      if (!(err instanceof SetupError)) throw err;
      fx.chance.impossible(`the recorded deal is not a possible one: ${err.message.replace(/^setup: /, '')}`);
      return;
    }
  }
  fx.events.push({ type: 'dealt', deal: deal as H2026Deal, private: true });
}

/**
 * The map is complete: the board arrays, the water icons covered with single tiles (N11), the
 * cards as dealt, and the start player's first turn. Mutates `state`.
 */
function startPlay(state: H2026State, deal: H2026Deal): void {
  const n = state.players.length;
  const bad = (why: string) => new SetupError(`setup: ${why}`);
  const piles = [deal?.removed, deal?.queue, deal?.deck, ...(Array.isArray(deal?.hands) ? deal.hands : [])];
  if (!deal || !Array.isArray(deal.hands) || !piles.every(Array.isArray)) throw bad('card piles must be lists');
  if (deal.hands.length !== n || deal.hands.some((h) => h.length !== HAND_SIZE)) throw bad(`each of the ${n} players starts with ${HAND_SIZE} cards`);
  if (deal.removed.length !== CARDS_REMOVED[n]) throw bad(`${CARDS_REMOVED[n]} cards are removed with ${n} players`);
  if (deal.queue.length !== QUEUE_SIZE) throw bad(`the queue starts with ${QUEUE_SIZE} cards`);
  const [removed, queue, deck, ...hands] = assignIds(piles as string[][], bad);

  const topo = topology(state.map);
  const size = topo.size;
  state.owner = filled(size, -1);
  state.piece = filled(size, 0);
  state.platform = filled(size, 0);
  state.reserve = filled(size, 0);
  const water = filled(size, -1);
  const singles = WATER_TILES[0]!.count;
  let used = 0;
  let beyond = WATER_TILE_COUNT;
  for (const s of topo.byTerrain.get('water') ?? []) water[s] = used < singles ? used++ : beyond++;
  state.water = water;
  state.waterSupply = range(WATER_TILE_COUNT).filter((id) => id >= used);
  state.removed = removed!;
  state.queue = queue!;
  state.deck = deck!;
  state.players = state.players.map((p, i) => ({ ...p, hand: hands[i]! }));
  state.turn = { player: state.startPlayer, actions: 0, allowed: ACTIONS_PER_TURN };
}

/** Card ids for piles of kind names; throws unless every card of the game is there exactly once. */
function assignIds(piles: string[][], bad: (why: string) => SetupError): number[][] {
  const next = new Array<number>(KIND_COUNT).fill(0);
  const count = (k: number) => (k === WILD_TERRAIN || k === WILD_ANIMAL ? WILD_CARDS : COPIES_PER_PAIR);
  const firstId = (k: number) => (k < WILD_TERRAIN ? k * COPIES_PER_PAIR : k === WILD_TERRAIN ? 96 : 96 + WILD_CARDS);
  const out = piles.map((pile) =>
    pile.map((name) => {
      const k = typeof name === 'string' ? kindByName(name) : -1;
      if (k < 0) throw bad(`'${String(name)}' is not a card`);
      if (next[k]! >= count(k)) throw bad(`more than ${count(k)} ${name} cards`);
      return firstId(k) + next[k]!++;
    }),
  );
  for (let k = 0; k < KIND_COUNT; k++) if (next[k] !== count(k)) throw bad(`${next[k]} ${kindName(k)} cards instead of ${count(k)}`);
  return out;
}

/** A packed array of small integers (faster for V8 than `new Array(n).fill(x)`, which has holes). */
function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
