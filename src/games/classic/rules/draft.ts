/**
 * The draft the effects of actions change (effects.ts, flow.ts): a copy of a state whose arrays
 * and players are still those of the state it was made from until an effect first writes to one,
 * which copies it then, once; later writes change the copy in place.
 *
 * One draft per action is the engine's apply (the given state never changes, and an action copies
 * only what it changes); one draft for a whole playout is the bots' (after the first few actions
 * nothing is copied any more). The same effects serve both, so the rules are written once.
 */
import type { ClassicPlayer, ClassicScore, ClassicState } from './state.js';

/** The state's arrays of numbers that effects change. */
type ListName =
  | 'owner'
  | 'piece'
  | 'water'
  | 'hacienda'
  | 'harvest'
  | 'landDeck'
  | 'landDisplay'
  | 'animalDeck'
  | 'animalReserve'
  | 'animalDisplay'
  | 'playedLand'
  | 'playedAnimals'
  | 'waterSupply';

const LIST_BIT: Record<ListName, number> = {
  owner: 1 << 0,
  piece: 1 << 1,
  water: 1 << 2,
  hacienda: 1 << 3,
  harvest: 1 << 4,
  landDeck: 1 << 5,
  landDisplay: 1 << 6,
  animalDeck: 1 << 7,
  animalReserve: 1 << 8,
  animalDisplay: 1 << 9,
  playedLand: 1 << 10,
  playedAnimals: 1 << 11,
  waterSupply: 1 << 12,
};

/** A player's arrays of numbers that effects change. */
type HandName = 'landHand' | 'animalHand' | 'shownLand' | 'shownAnimals' | 'animalTiles';
/** A player's six arrays (their hands, the cards of them shown, tiles and scorings) take six bits of `ownHands`. */
const HAND_BIT: Record<HandName | 'scorings', number> = { landHand: 1, animalHand: 2, shownLand: 4, shownAnimals: 8, animalTiles: 16, scorings: 32 };
const BITS_A_PLAYER = 6;
/** Six bits a player in a 32-bit mask: Classic's five seats. */
const MAX_SEATS = 5;

export class Draft {
  /** Bits of LIST_BIT: the lists this draft has copied (its own). */
  private ownLists = 0;
  private ownPlayerList = false;
  /** Bit p: player p's object is this draft's own. */
  private ownPlayers = 0;
  /** Bits HAND_BIT << (BITS_A_PLAYER * p): player p's arrays that are this draft's own. */
  private ownHands = 0;

  /**
   * `state` is the draft's own shallow copy (copyOf or draft): its scalars and its turn may be
   * written directly; its arrays and players only through the methods below.
   */
  constructor(readonly state: ClassicState) {
    if (state.players.length > MAX_SEATS) throw new Error(`a draft holds at most ${MAX_SEATS} players`);
  }

  /** The list `name`, the draft's own to change. */
  list(name: ListName): number[] {
    const bit = LIST_BIT[name];
    if ((this.ownLists & bit) !== 0) return this.state[name];
    this.ownLists |= bit;
    return copied(this.state, name);
  }

  /** Puts `value` in place of the list `name`; `own` says whether nothing else holds it. */
  replaceList(name: ListName, value: number[], own: boolean): void {
    this.state[name] = value;
    if (own) this.ownLists |= LIST_BIT[name];
    else this.ownLists &= ~LIST_BIT[name];
  }

  /** Player `p`, the draft's own to change (its arrays through hand and scorings). */
  player(p: number): ClassicPlayer {
    const s = this.state;
    if (!this.ownPlayerList) {
      s.players = s.players.slice();
      this.ownPlayerList = true;
    }
    if ((this.ownPlayers & (1 << p)) === 0) {
      const o = s.players[p]!;
      // Field by field, in the order a new game gives them (a spread costs more; see draft).
      s.players[p] = {
        name: o.name,
        money: o.money,
        landHand: o.landHand,
        animalHand: o.animalHand,
        shownLand: o.shownLand,
        shownAnimals: o.shownAnimals,
        landTiles: o.landTiles,
        animalTiles: o.animalTiles,
        scorings: o.scorings,
      };
      this.ownPlayers |= 1 << p;
    }
    return s.players[p]!;
  }

  /** Player `p`'s array `name`, the draft's own to change. */
  hand(p: number, name: HandName): number[] {
    const pl = this.player(p);
    const bit = HAND_BIT[name] << (BITS_A_PLAYER * p);
    if ((this.ownHands & bit) !== 0) return pl[name];
    this.ownHands |= bit;
    return copiedHand(pl, name);
  }

  /** Player `p`'s scorings, the draft's own to change. */
  scorings(p: number): ClassicScore[] {
    const pl = this.player(p);
    const bit = HAND_BIT.scorings << (BITS_A_PLAYER * p);
    if ((this.ownHands & bit) === 0) {
      pl.scorings = pl.scorings.slice();
      this.ownHands |= bit;
    }
    return pl.scorings;
  }
}

/**
 * Puts a copy of the list `name` in its place in `s`, and answers it. By name, case by case: V8
 * writes a field whose name varies (s[name] = ...) about 80 ns more slowly, and an action copies
 * two or three lists.
 */
function copied(s: ClassicState, name: ListName): number[] {
  switch (name) {
    case 'owner':
      return (s.owner = s.owner.slice());
    case 'piece':
      return (s.piece = s.piece.slice());
    case 'water':
      return (s.water = s.water.slice());
    case 'hacienda':
      return (s.hacienda = s.hacienda.slice());
    case 'harvest':
      return (s.harvest = s.harvest.slice());
    case 'landDeck':
      return (s.landDeck = s.landDeck.slice());
    case 'landDisplay':
      return (s.landDisplay = s.landDisplay.slice());
    case 'animalDeck':
      return (s.animalDeck = s.animalDeck.slice());
    case 'animalReserve':
      return (s.animalReserve = s.animalReserve.slice());
    case 'animalDisplay':
      return (s.animalDisplay = s.animalDisplay.slice());
    case 'playedLand':
      return (s.playedLand = s.playedLand.slice());
    case 'playedAnimals':
      return (s.playedAnimals = s.playedAnimals.slice());
    case 'waterSupply':
      return (s.waterSupply = s.waterSupply.slice());
  }
}

/** Puts a copy of player `pl`'s array `name` in its place, and answers it; by name, as copied does. */
function copiedHand(pl: ClassicPlayer, name: HandName): number[] {
  switch (name) {
    case 'landHand':
      return (pl.landHand = pl.landHand.slice());
    case 'animalHand':
      return (pl.animalHand = pl.animalHand.slice());
    case 'shownLand':
      return (pl.shownLand = pl.shownLand.slice());
    case 'shownAnimals':
      return (pl.shownAnimals = pl.shownAnimals.slice());
    case 'animalTiles':
      return (pl.animalTiles = pl.animalTiles.slice());
  }
}

/**
 * A shallow copy for a draft, with a turn of its own.
 *
 * Written out field by field rather than spread: every action makes one, and V8 copied the spread
 * of a 30-field state in about 1 us, the largest single cost of applying an action (bots apply
 * millions). The fields keep the order a new game gives them; a test checks that none is left out.
 */
export function draft(s: ClassicState): ClassicState {
  const d = copyOf(s);
  // A seat's view says it is one; it goes last, where the view put it.
  if (s.hidden !== undefined) d.hidden = s.hidden;
  return d;
}

/** The copy draft makes, without a view's mark: what dealing the hidden cards starts from. */
export function copyOf(s: ClassicState): ClassicState {
  const t = s.turn;
  return {
    ruleset: s.ruleset,
    rng: s.rng,
    map: s.map,
    players: s.players,
    owner: s.owner,
    piece: s.piece,
    water: s.water,
    hacienda: s.hacienda,
    harvest: s.harvest,
    landDeck: s.landDeck,
    landDisplay: s.landDisplay,
    animalDeck: s.animalDeck,
    animalReserve: s.animalReserve,
    animalDisplay: s.animalDisplay,
    removedAnimals: s.removedAnimals,
    playedLand: s.playedLand,
    playedAnimals: s.playedAnimals,
    waterSupply: s.waterSupply,
    haciendas: s.haciendas,
    harvestTokens: s.harvestTokens,
    startPlayer: s.startPlayer,
    round: s.round,
    turn: { player: t.player, actions: t.actions, boughtHacienda: t.boughtHacienda, boughtWater: t.boughtWater, harvested: t.harvested },
    roundActions: s.roundActions,
    stack: s.stack,
    intermediateDue: s.intermediateDue,
    finalDue: s.finalDue,
    scorings: s.scorings,
    over: s.over,
    endReason: s.endReason,
  };
}
