/**
 * Decks and face-up displays with prices, the animal cards before the next scoring, the supplies.
 */
import type { BaseState } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { Lines } from './Lines.js';

export function SupplyPanel(p: { state: BaseState; presenter: Presenter; width: number; theme: PanelTheme }) {
  return <Lines lines={p.presenter.supplyLines(p.state, p.width, p.theme)} width={p.width} />;
}
