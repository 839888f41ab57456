/** What happens in Classic Hacienda, as the engine tells it (Applied.events), one type per kind. */
import type { ScoreBreakdown } from '../../../engine/ruleset.js';

export type Deck = 'land' | 'animal';

export type ClassicEvent =
  /** A card taken from the top of a deck: only its taker sees which (`private`). */
  | { type: 'drew'; player: number; deck: Deck; card: number; private: true }
  /** A display card taken; `card` is the one that replaced it. */
  | { type: 'revealed'; deck: Deck; slot: number; card: number }
  | { type: 'paid-bank'; player: number; amount: number }
  /** A harvest token taken from another player's chain (`from`, the space; `owner`, its player). */
  | { type: 'token-moved'; player: number; from: number; owner: number }
  /** Pesos from the bank: a harvest, or a market a herd reached (`herd` animals and `land` tiles). */
  | { type: 'paid'; player: number; amount: number; reason: 'harvest'; space: number }
  | { type: 'paid'; player: number; amount: number; reason: 'market'; space: number; market: number; herd: number; land: number }
  /** The first animal stack ran out: the second (`cards` left) becomes the deck. */
  | { type: 'stack'; stack: 2; cards: number }
  | { type: 'last-animal-card' }
  | { type: 'turn'; player: number }
  | { type: 'round'; round: number }
  | { type: 'scoring'; kind: 'intermediate' | 'final'; scores: ScoreBreakdown[] }
  | { type: 'game-over'; reason: 'stacks' | 'stalled' | null };
