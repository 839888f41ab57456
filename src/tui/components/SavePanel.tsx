/**
 * Saving the game to another file: shown at once when a save failed (with why, and how much of
 * the game the file holds), or when the player asks for it (`s`). The path is typed in place.
 */
import { Box } from 'ink';
import { wrapLines } from '../game/help.js';
import type { PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';
import { cutStart } from '../../text/cut.js';
import { sanitize } from '../../text/sanitize.js';

export interface SavePanelProps {
  /** Why the last save failed (already safe to show); null when the player just wants a copy. */
  problem: string | null;
  path: string;
  /** Actions the file holds, and in the game. */
  saved: number;
  actions: number;
  width: number;
  height: number;
  theme: PanelTheme;
}

export function SavePanel(p: SavePanelProps) {
  const { painter, glyphs } = p.theme;
  const text: string[] = [];
  if (p.problem) {
    text.push(painter.paint(`${glyphs.disabled} THE GAME IS NOT SAVED`, { fg: 'brightRed', bold: true }), '');
    text.push(p.problem, '');
    text.push(`The file holds the game after ${p.saved} of ${p.actions} actions. The game goes on in memory, and every action tries to save again.`, '');
    text.push('Save it to another file (a leading ~/ is your home folder):');
  } else {
    text.push(painter.paint('SAVE THE GAME TO ANOTHER FILE', { bold: true }), '');
    text.push('The game is saved there from now on (a leading ~/ is your home folder):');
  }
  const width = Math.max(10, p.width - 1);
  const lines = wrapLines(text, width);
  // The end of a long path stays in view as it is typed.
  const field = `> ${sanitize(p.path)}_`;
  lines.push('', field.length > width ? `> ${glyphs.ellipsis}${cutStart(field, width - 5)}` : field);
  lines.push('', painter.paint('enter: save there   esc: go on without', { dim: true }));
  return (
    <Box flexDirection="column" width={p.width}>
      <Lines lines={lines} width={p.width} height={p.height} />
    </Box>
  );
}
