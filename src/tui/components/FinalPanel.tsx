/**
 * The end of the game: totals, the winner, the tie-break, where the record is.
 */
import type { ClassicState } from '../../rules/classic/state.js';
import { finalLines, type PanelTheme } from '../game/panels.js';
import { wrapLines } from '../game/help.js';
import { Lines } from './Lines.js';

export function FinalPanel(p: { state: ClassicState; names: readonly string[]; winners: readonly number[]; file: string | null; width: number; theme: PanelTheme }) {
  const where = p.file ? `Record: ${p.file}` : 'The record was not saved.';
  const lines = [...finalLines(p.state, p.names, p.winners, p.theme), '', ...wrapLines([where], p.width)];
  return <Lines lines={lines} width={p.width} />;
}
