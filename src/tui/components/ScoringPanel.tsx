/**
 * A scoring's results, by category, as it happens.
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
}) {
  return <Lines lines={[...p.presenter.scoringLines(p.kind, p.scores, p.names, p.theme), ...(p.footer ? ['', p.footer] : [])]} width={p.width} />;
}
