/** What happens in Hacienda 2026, as the engine tells it (Applied.events), one type per kind. */
import type { ScoreBreakdown } from '../../../engine/ruleset.js';
import type { CenterKind, WaterShape } from './components.js';

/** The cards at the start of play, by kind name (`anteater-forest`, `wild-terrain`...). */
export interface H2026Deal {
  removed: string[];
  hands: string[][];
  queue: string[];
  /** Bottom card first, top card last. */
  deck: string[];
}

export type H2026Event =
  /** A card kind taken from the queue, or (`card` -1 in views) the top of the deck. */
  | { type: 'took'; player: number; card: number }
  | { type: 'pair'; player: number; cards: number[] }
  /** A reserve token placed on the chain at `space` (`markers` land markers long). */
  | { type: 'reserve'; player: number; space: number; markers: number }
  | { type: 'paid-water' | 'paid-platform'; player: number; cards: number[] }
  | { type: 'water'; player: number; tile: number; shape: WaterShape; spaces: number[] }
  | { type: 'reserve-gained'; player: number }
  /** Cards paid that go to the queue. */
  | { type: 'queued'; player: number; cards: number[] }
  | { type: 'platform'; player: number; space: number; pieces: number }
  /** The discards became the deck, in this order (hidden in views). */
  | { type: 'reshuffled'; cards: number; deck: number[]; private: true }
  | { type: 'deck-out' }
  | { type: 'drew'; player: number; cards: number[]; private: true }
  | { type: 'revealed'; from: 'deck'; cards: number[] }
  | { type: 'vp'; player: number; amount: number }
  | { type: 'center'; player: number; space: number; kind: CenterKind }
  | { type: 'extra-action'; player: number }
  /** Laying the map (custom layout): a tile placed, the next one drawn, the cards dealt. */
  | { type: 'tile'; player: number; tile: number; at: [number, number]; rot: number }
  | { type: 'tile-drawn'; player: number; tile: number; returned: number[] }
  | { type: 'dealt'; deal: H2026Deal; private: true }
  | { type: 'turn'; player: number }
  | { type: 'round'; round: number }
  | { type: 'scoring'; kind: 'first' | 'final'; scores: ScoreBreakdown[] }
  | { type: 'game-over'; reason: 'deck' | 'water' | 'platforms' | 'stalled' | null };
