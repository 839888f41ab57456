/**
 * Decks and face-up displays with prices, the animal cards before the next scoring, the supplies.
 */
import type { ClassicState } from '../../rules/classic/state.js';
import { supplyLines, type PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

export function SupplyPanel(p: { state: ClassicState; width: number; theme: PanelTheme }) {
  return <Lines lines={supplyLines(p.state, p.width, p.theme)} width={p.width} />;
}
