/**
 * Fast playouts for Classic: the policy's candidates applied in place to a private copy of a
 * state that the bot dealt itself, instead of through `applyAction` (which copies the board for
 * every action, as it must). The turn, round and scoring flow is the engine's own
 * (src/games/classic/rules/flow.ts), so the rules are the engine's; the effects of placing, buying and
 * harvesting are repeated here, and a test plays both side by side to keep them equal.
 *
 * The played-card piles are not kept (nothing after a playout reads them).
 */
import { ACTIONS_PER_TURN, HARVEST_PAY_PER_TILE, LAND_PIECE, PRICE, WATER_SHAPES, waterTileShape } from '../rules/components.js';
import { countAction, drawAnimalCard, drawLandCard, endTurn } from '../rules/flow.js';
import type { ClassicState } from '../rules/state.js';
import type { ClassicEvent } from '../rules/events.js';
import type { RngState } from '../../../engine/rng.js';
import { Candidates, choose, scanCandidates, T_ANIMAL, T_BUY, T_END, T_HACIENDA, T_HARVEST, T_LAND, T_WATER } from './policy.js';
import { boardInfo } from './topo.js';

const events: ClassicEvent[] = [];

/** A copy of `state` that simApply may change in place (nothing in it is shared with `state`). */
export function simCopy(state: ClassicState): ClassicState {
  return {
    ...state,
    players: state.players.map((p) => ({ ...p, landHand: p.landHand.slice(), animalHand: p.animalHand.slice(), animalTiles: p.animalTiles.slice() })),
    owner: state.owner.slice(),
    piece: state.piece.slice(),
    water: state.water.slice(),
    hacienda: state.hacienda.slice(),
    harvest: state.harvest.slice(),
    landDisplay: state.landDisplay.slice(),
    animalDisplay: state.animalDisplay.slice(),
    turn: { ...state.turn },
  };
}

let cap = 0;
let mark = new Uint8Array(0);
let list = new Int32Array(0);

function ensure(size: number): void {
  if (size <= cap) return;
  cap = size;
  mark = new Uint8Array(size);
  list = new Int32Array(size);
}

/** The group containing s (same owner and piece) into `list`; returns its size. Leaves `mark` set. */
function flood(d: ClassicState, adj: Int32Array, s: number, size: number): number {
  mark.fill(0, 0, size);
  const o = d.owner[s];
  const k = d.piece[s];
  let n = 0;
  list[n++] = s;
  mark[s] = 1;
  for (let i = 0; i < n; i++) {
    const x = list[i]!;
    for (let j = x * 6, end = j + 6; j < end; j++) {
      const y = adj[j]!;
      if (y < 0) break;
      if (!mark[y] && d.owner[y] === o && d.piece[y] === k) {
        mark[y] = 1;
        list[n++] = y;
      }
    }
  }
  return n;
}

/** Applies candidate `i` of `buf` (made by scanCandidates for `d`) to `d` in place. */
export function simApply(d: ClassicState, buf: Candidates, i: number): void {
  const p = d.turn.player;
  const me = d.players[p]!;
  const a = buf.a[i]!;
  const b = buf.b[i]!;
  events.length = 0;
  switch (buf.type[i]) {
    case T_END:
      endTurn(d, events);
      return;
    case T_BUY: {
      me.money -= b < 0 ? PRICE.deckCard : PRICE.displayCard;
      const draw = a === 0 ? drawLandCard(d) : drawAnimalCard(d, events);
      let card: number;
      if (b < 0) card = draw!;
      else {
        const display = a === 0 ? d.landDisplay : d.animalDisplay;
        card = display[b]!;
        if (draw === undefined) display.splice(b, 1);
        else display[b] = draw;
      }
      (a === 0 ? me.landHand : me.animalHand).push(card);
      break;
    }
    case T_HACIENDA:
      me.money -= PRICE.hacienda;
      d.haciendas--;
      d.hacienda[b] = 1;
      d.turn.boughtHacienda = true;
      break;
    case T_WATER: {
      const shape = WATER_SHAPES[a]!;
      const tile = d.waterSupply.find((id) => waterTileShape(id) === shape)!;
      d.waterSupply = d.waterSupply.filter((id) => id !== tile);
      d.water[b] = tile;
      for (let k = 0; k < 3; k++) {
        const s = buf.c[i * 3 + k]!;
        if (s >= 0) d.water[s] = tile;
      }
      me.money -= PRICE.water;
      d.turn.boughtWater = true;
      break;
    }
    case T_LAND: {
      const hand = me.landHand;
      let at = 0;
      while (at < hand.length && Math.min(5, Math.floor(hand[at]! / 14)) !== a) at++;
      hand.splice(at, 1);
      me.landTiles++;
      d.owner[b] = p;
      d.piece[b] = LAND_PIECE;
      break;
    }
    case T_ANIMAL: {
      const hand = me.animalHand;
      let at = 0;
      while (at < hand.length && Math.floor(hand[at]! / 18) !== a) at++;
      hand.splice(at, 1);
      me.animalTiles[a]++;
      d.owner[b] = p;
      d.piece[b] = 2 + a;
      payMarkets(d, b, p);
      break;
    }
    case T_HARVEST: {
      const info = boardInfo(d.map);
      ensure(info.size);
      const n = flood(d, info.adj, b, info.size);
      let first = b;
      for (let k = 0; k < n; k++) if (list[k]! < first) first = list[k]!;
      if (a < 0) d.harvestTokens--;
      else d.harvest[a] = 0;
      d.harvest[first] = 1;
      me.money += HARVEST_PAY_PER_TILE * n;
      d.turn.harvested = true;
      break;
    }
  }
  countAction(d, ACTIONS_PER_TURN, events);
}

/** C7: per market next to s, the herd at s plus the land of the player's chains touching it. */
function payMarkets(d: ClassicState, s: number, p: number): void {
  const info = boardInfo(d.map);
  const { adj, marketsNear } = info;
  if (marketsNear[s * 6]! < 0) return;
  ensure(info.size);
  const herd = flood(d, adj, s, info.size);
  // Land chains touching the herd: flood each once, marking land tiles as counted.
  let land = 0;
  const herdEnd = herd;
  for (let h = 0; h < herdEnd; h++) {
    const x = list[h]!;
    for (let j = x * 6, end = j + 6; j < end; j++) {
      const y = adj[j]!;
      if (y < 0) break;
      if (mark[y] || d.owner[y] !== p || d.piece[y] !== LAND_PIECE) continue;
      // Flood this chain after the herd's part of `list`, marking as we go.
      let n = herdEnd;
      list[n++] = y;
      mark[y] = 1;
      for (let q = herdEnd; q < n; q++) {
        const z = list[q]!;
        for (let t = z * 6, e2 = t + 6; t < e2; t++) {
          const w = adj[t]!;
          if (w < 0) break;
          if (!mark[w] && d.owner[w] === p && d.piece[w] === LAND_PIECE) {
            mark[w] = 1;
            list[n++] = w;
          }
        }
      }
      land += n - herdEnd;
    }
  }
  const pay = herd + land;
  for (let j = s * 6, end = j + 6; j < end; j++) {
    if (marketsNear[j]! < 0) break;
    d.players[p]!.money += pay;
  }
}

const playoutBuf = new Candidates();

/**
 * Plays on from `state` with the fast policy: until `turns` turns have passed, or to the end
 * when `toEnd`, or `maxActions`. Returns the private state it played on.
 */
export function simRollout(state: ClassicState, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): ClassicState {
  const d = simCopy(state);
  const buf = playoutBuf;
  let passed = 0;
  for (let steps = 0; !d.over && (toEnd || passed < turns) && steps < maxActions; steps++) {
    scanCandidates(d, buf, false);
    const pick = choose(buf, rng, noise);
    const p = d.turn.player;
    simApply(d, buf, pick);
    if (d.turn.player !== p) passed++;
  }
  return d;
}
