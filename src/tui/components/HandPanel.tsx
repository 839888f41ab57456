/**
 * The viewer's hand.
 */
import type { BaseState } from '../../api.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { Lines } from './Lines.js';

export function HandPanel(p: { state: BaseState; presenter: Presenter; viewer: number; names: readonly string[]; width: number; theme: PanelTheme }) {
  return <Lines lines={p.presenter.handLines(p.state, p.viewer, p.names, p.width, p.theme)} width={p.width} />;
}
