/**
 * The end of the game: totals, the winner, the tie-break, where the record is.
 */
import { sanitize } from '../../text/sanitize.js';
import type { BaseState } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { wrapLines } from '../game/help.js';
import { Lines } from './Lines.js';

export function FinalPanel(p: {
  state: BaseState;
  presenter: Presenter;
  names: readonly string[];
  winners: readonly number[];
  file: string | null;
  width: number;
  theme: PanelTheme;
}) {
  const where = p.file ? `Record: ${sanitize(p.file)}` : 'The record was not saved.';
  const lines = [...p.presenter.finalLines(p.state, p.names, p.winners, p.theme), '', ...wrapLines([where], p.width)];
  return <Lines lines={lines} width={p.width} />;
}
