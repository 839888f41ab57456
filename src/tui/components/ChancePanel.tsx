/**
 * The replay viewer's charts (an analysis's, src/tui/ui/review.ts), in place of the panels beside
 * the board: each seat's win chance, or its expected margin, over the game, the action shown marked.
 */
import type { Analysis } from '../../coach/analysis.js';
import type { PanelTheme } from '../game/panels.js';
import { chanceLines } from '../ui/review.js';
import { Lines } from './Lines.js';

export function ChancePanel(p: {
  analysis: Analysis;
  series: 'chance' | 'margin';
  pos: number;
  names: readonly string[];
  width: number;
  height: number;
  theme: PanelTheme;
}) {
  return <Lines lines={chanceLines(p.analysis, p.series, p.pos, p.names, p.width, p.height, p.theme.painter)} width={p.width} height={p.height} />;
}
