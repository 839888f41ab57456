/**
 * A scoring's results, by category, as it happens; at the final scoring, the game's totals too (the
 * table's totals are that scoring's points alone).
 */
import type { ScoreBreakdown } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { Lines } from './Lines.js';

export function ScoringPanel(p: {
  presenter: Presenter;
  kind: string;
  scores: readonly ScoreBreakdown[];
  names: readonly string[];
  width: number;
  theme: PanelTheme;
  footer?: string;
  /** `You 207, Blue 227`: the whole game's points, once it is over. */
  gameTotals?: string;
}) {
  const totals = p.gameTotals ? ['', p.theme.painter.paint(`game totals (all scorings): ${p.gameTotals}`, { bold: true })] : [];
  return <Lines lines={[...p.presenter.scoringLines(p.kind, p.scores, p.names, p.theme), ...totals, ...(p.footer ? ['', p.footer] : [])]} width={p.width} />;
}
