/**
 * Every player: money, cards in hand, points so far and if scored now.
 */
import { playerLines, type PanelTheme, type PlayersInput } from '../game/panels.js';
import { Lines } from './Lines.js';

export function PlayersPanel(p: PlayersInput & { width: number; theme: PanelTheme }) {
  return <Lines lines={playerLines(p, p.width, p.theme)} width={p.width} />;
}
