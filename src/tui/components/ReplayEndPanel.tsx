/**
 * The end of a replay: the game's end (totals, the winner, the tie-break) and, below it, the final
 * scoring by category, which a game shows on its own screen before the end and a replay at its end.
 */
import type { BaseState, ScoreBreakdown } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { Lines } from './Lines.js';

export function replayEndLines(
  p: {
    state: BaseState;
    presenter: Presenter;
    names: readonly string[];
    winners: readonly number[];
    scoring: { kind: string; scores: readonly ScoreBreakdown[] } | null;
    theme: PanelTheme;
  },
  height: number,
): string[] {
  const end = p.presenter.finalLines(p.state, p.names, p.winners, p.theme);
  if (!p.scoring) return end;
  const scoring = p.presenter.scoringLines(p.scoring.kind, p.scoring.scores, p.names, p.theme);
  // The blank line between the two goes first when the room is short.
  return end.length + 1 + scoring.length <= height ? [...end, '', ...scoring] : [...end, ...scoring];
}

export function ReplayEndPanel(p: Parameters<typeof replayEndLines>[0] & { width: number; height: number }) {
  return <Lines lines={replayEndLines(p, p.height)} width={p.width} height={p.height} />;
}
