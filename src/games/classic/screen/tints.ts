/**
 * Classic's terrains in colour (src/tui/game/cells.ts's Tint): each terrain, the pampas, the
 * markets and the water get a ground of their own, so that regions read at a glance. The tones
 * (256 and true colour) are dark and muted, so the pieces, on their seats' bright grounds, stand
 * out on every one; the letters stay, so the board reads the same without colour. With 16 colours
 * the grounds are the terminal's own (the pampas keep the terminal's background).
 */
import type { Tint } from '../../../tui/game/cells.js';

export const TINTS: Readonly<Record<string, Tint>> = {
  pampas: { ground: { tone: '#3a3424' }, letter: { tone: '#b3a47a', ansi: 'gray' } },
  mountain: { ground: { tone: '#5b6068', ansi: 'white' }, letter: { tone: '#f4f4f4', ansi: 'black' } },
  forest: { ground: { tone: '#1f4d2b', ansi: 'green' }, letter: { tone: '#a8e39a', ansi: 'black' } },
  meadow: { ground: { tone: '#5a6420', ansi: 'brightGreen' }, letter: { tone: '#eef8cf', ansi: 'black' } },
  rock: { ground: { tone: '#4a413b', ansi: 'gray' }, letter: { tone: '#dccfc2', ansi: 'brightWhite' } },
  moorland: { ground: { tone: '#553a60', ansi: 'magenta' }, letter: { tone: '#efcdf7', ansi: 'brightWhite' } },
  market: { ground: { tone: '#6b4f08', ansi: 'yellow' }, letter: { tone: '#ffe27a', ansi: 'black' }, bold: true },
  water: { ground: { tone: '#1c4673', ansi: 'blue' }, letter: { tone: '#a3d6ff', ansi: 'brightWhite' } },
};
