/**
 * Hacienda 2026's terrains in colour (src/tui/game/cells.ts's Tint): each terrain, the pampas, the
 * water and the visitor centers get a ground of their own, so that regions read at a glance. The
 * tones (256 and true colour) are dark and muted, so the pieces, on their seats' bright grounds,
 * stand out on every one, and the visitor centers are the one bright ground among the terrains
 * (pink: a yellow one would look like the yellow seat's pieces);
 * the letters stay, so the board reads the same without colour. With 16 colours the grounds are
 * the terminal's own (the pampas keep the terminal's background; the marsh is magenta, as cyan
 * marks where a move may go).
 */
import type { Tint } from '../../../tui/game/cells.js';

export const TINTS: Readonly<Record<string, Tint>> = {
  pampas: { ground: { tone: '#3a3424' }, letter: { tone: '#b3a47a', ansi: 'gray' } },
  forest: { ground: { tone: '#1f4d2b', ansi: 'green' }, letter: { tone: '#a8e39a', ansi: 'black' } },
  marsh: { ground: { tone: '#23514c', ansi: 'magenta' }, letter: { tone: '#a6ece0', ansi: 'brightWhite' } },
  hill: { ground: { tone: '#5e4a2e', ansi: 'yellow' }, letter: { tone: '#f6d9a8', ansi: 'black' } },
  mountain: { ground: { tone: '#5b6068', ansi: 'white' }, letter: { tone: '#f4f4f4', ansi: 'black' } },
  meadow: { ground: { tone: '#5a6420', ansi: 'brightGreen' }, letter: { tone: '#eef8cf', ansi: 'black' } },
  water: { ground: { tone: '#1c4673', ansi: 'blue' }, letter: { tone: '#a3d6ff', ansi: 'brightWhite' } },
  center: { ground: { tone: '#d070d0', ansi: 'brightYellow' }, letter: { tone: '#000000', ansi: 'black' }, bold: true },
};
