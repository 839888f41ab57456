/**
 * The viewer's hand.
 */
import type { ClassicState } from '../../rules/classic/state.js';
import { handLines, type PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

export function HandPanel(p: { state: ClassicState; viewer: number; names: readonly string[]; width: number; theme: PanelTheme }) {
  return <Lines lines={handLines(p.state, p.viewer, p.names, p.width, p.theme)} width={p.width} />;
}
