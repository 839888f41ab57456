/**
 * The end of the game: totals, the winner, the tie-break, where the record is, and (a local game
 * that was saved) the key that reviews it.
 */
import { sanitize } from '../../text/sanitize.js';
import type { BaseState } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { wrapLines, wrapPath } from '../game/help.js';
import { Lines } from './Lines.js';
import { REVIEW_KEY } from '../ui/keys.js';

export function FinalPanel(p: {
  state: BaseState;
  presenter: Presenter;
  names: readonly string[];
  winners: readonly number[];
  file: string | null;
  width: number;
  theme: PanelTheme;
  /** The game can be reviewed here (the review key). */
  review?: boolean;
}) {
  const where = p.file ? wrapPath('Record:', sanitize(p.file), p.width) : ['The record was not saved.'];
  const review =
    p.review && p.file ? wrapLines([`${REVIEW_KEY}: review this game (every move analysed, then replayed with its mistakes marked)`], p.width) : [];
  const lines = [...p.presenter.finalLines(p.state, p.names, p.winners, p.theme), '', ...where, ...review.map((l) => p.theme.painter.paint(l, { bold: true }))];
  return <Lines lines={lines} width={p.width} />;
}
