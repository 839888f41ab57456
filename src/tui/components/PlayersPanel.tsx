/**
 * Every player: money, cards in hand, points so far and if scored now.
 */
import type { PanelTheme, PlayersInput } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { Lines } from './Lines.js';

export function PlayersPanel(p: PlayersInput & { presenter: Presenter; width: number; theme: PanelTheme }) {
  return <Lines lines={p.presenter.playerLines(p, p.width, p.theme)} width={p.width} />;
}
