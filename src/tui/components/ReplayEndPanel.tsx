/**
 * The end of a replay: the game's end (totals, the winner, the tie-break) and, below it, the final
 * scoring by category, which a game shows on its own screen before the end and a replay at its end;
 * with an analysis, below them where there is room, each player's accuracy, marks and luck.
 */
import type { BaseState, ScoreBreakdown } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { Lines } from './Lines.js';
import type { PlayerAnalysis } from '../../coach/analysis.js';

export function replayEndLines(
  p: {
    state: BaseState;
    presenter: Presenter;
    names: readonly string[];
    winners: readonly number[];
    scoring: { kind: string; scores: readonly ScoreBreakdown[] } | null;
    theme: PanelTheme;
    /** The analysis's figures per player (none without one). */
    players?: readonly PlayerAnalysis[];
  },
  height: number,
): string[] {
  const end = p.presenter.finalLines(p.state, p.names, p.winners, p.theme);
  const scoring = p.scoring ? p.presenter.scoringLines(p.scoring.kind, p.scoring.scores, p.names, p.theme) : [];
  // The blank line between the two goes first when the room is short.
  const shown = !p.scoring ? end : end.length + 1 + scoring.length <= height ? [...end, '', ...scoring] : [...end, ...scoring];
  const figures = figureLines(p.players ?? [], p.names, p.theme);
  return figures.length && shown.length + 1 + figures.length <= height ? [...shown, '', ...figures] : shown;
}

/** Each analysed player's accuracy (0-100), inaccuracies, mistakes, blunders and luck, a line each under a heading. */
function figureLines(players: readonly PlayerAnalysis[], names: readonly string[], theme: PanelTheme): string[] {
  if (players.length === 0) return [];
  // Names beyond 12 columns are cut, so that the figures fit the narrowest panel (36 columns).
  const name = (x: PlayerAnalysis) => (names[x.seat] ?? '').slice(0, 12);
  const w = Math.max(8, ...players.map((x) => name(x).length));
  const luck = (x: number) => `${x >= 0 ? '+' : '-'}${(Math.abs(x) * 100).toFixed(1)}%`;
  return [
    theme.painter.paint(`${'analysis'.padEnd(w)}  accuracy  ?!  ?  ??   luck`, { dim: true }),
    ...players.map(
      (x) =>
        `${name(x).padEnd(w)}  ${x.accuracy.toFixed(1).padStart(8)}  ${String(x.inaccuracies).padStart(2)} ${String(x.mistakes).padStart(2)} ${String(x.blunders).padStart(3)} ${luck(x.luck).padStart(6)}`,
    ),
  ];
}

export function ReplayEndPanel(p: Parameters<typeof replayEndLines>[0] & { width: number; height: number }) {
  return <Lines lines={replayEndLines(p, p.height)} width={p.width} height={p.height} />;
}
