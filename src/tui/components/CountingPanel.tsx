/**
 * What counts at a scoring, on request (the markets key): each player's connected markets (2026:
 * visitor centers) and the herds reaching them, from the presenter (the rules' scoring).
 */
import { pieceStyle } from '../game/cells.js';
import type { PanelTheme } from '../game/panels.js';
import type { Counting } from '../game/presenter.js';
import { COUNTING_KEY } from '../ui/keys.js';
import { seatLook } from '../game/seats.js';
import { Lines } from './Lines.js';

export function CountingPanel(p: { counting: Counting; width: number; height: number; theme: PanelTheme }) {
  const { painter } = p.theme;
  const lines = [painter.paint(`Connected ${p.counting.what}`, { bold: true })];
  for (const s of p.counting.seats) {
    // The seat's letter as its pieces show it, then the heading.
    lines.push(`${painter.paint(seatLook(s.seat).letter, pieceStyle(s.seat, { bold: true }))} ${s.heading}`, ...s.lines);
  }
  const footer = ['', `${COUNTING_KEY} hides them; the board shows only what counts`];
  return <Lines lines={[...lines.slice(0, Math.max(1, p.height - footer.length)), ...footer]} width={p.width} />;
}
