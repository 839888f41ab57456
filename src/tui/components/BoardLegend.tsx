/**
 * The legend beside the board: each player's letter in their pieces' colour, the terrains on their
 * tints (as the board draws them), then the ruleset's own lines (pieces, marks). As much of it as
 * fits in `height` lines, a blank line first.
 */
import { pieceStyle } from '../game/cells.js';
import type { PanelTheme } from '../game/panels.js';
import type { Presenter } from '../game/presenter.js';
import { seatLook } from '../game/seats.js';
import { Lines } from './Lines.js';

export function BoardLegend(p: { presenter: Presenter; names: readonly string[]; width: number; height: number; theme: PanelTheme }) {
  return <Lines lines={legendLines(p.presenter, p.names, p.width, p.theme).slice(0, p.height)} width={p.width} />;
}

/** Items (each `[visible width, painted text]`) laid out in lines of `width`, two spaces apart. */
function flow(items: readonly (readonly [number, string])[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const [w, text] of items) {
    if (used > 0 && used + 2 + w > width) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += (used > 0 ? '  ' : '') + text;
    used += (used > 0 ? 2 : 0) + w;
  }
  if (used > 0) lines.push(line);
  return lines;
}

export function legendLines(presenter: Presenter, names: readonly string[], width: number, theme: PanelTheme): string[] {
  const { painter, glyphs } = theme;
  const seats = names.map((name, seat) => {
    const letter = seatLook(seat).letter;
    return [letter.length + 1 + name.length, `${painter.paint(letter, pieceStyle(seat, { bold: true }))} ${name}`] as const;
  });
  const terrains = presenter
    .terrainKeys(glyphs)
    .map((k) => [k.glyph.length + 1 + k.name.length, `${painter.paint(k.glyph, k.style)} ${painter.paint(k.name, { dim: true })}`] as const);
  return ['', ...flow(seats, width), ...flow(terrains, width), ...presenter.sideLegend(glyphs).map((l) => painter.paint(l, { dim: true }))];
}
