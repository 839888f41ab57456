import { describe, expect, it } from 'vitest';
import { statusText } from '../../src/tui/components/StatusLine.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { helpLines } from '../../src/tui/game/help.js';
import { arrowsFor, ASCII_GLYPHS, chooseGlyphs, UNICODE_GLYPHS } from '../../src/tui/terminal/glyphs.js';
import { fitWidth, makePainter, stripStyle } from '../../src/tui/terminal/style.js';
import { layout, needed } from '../../src/tui/ui/layout.js';
import { TOPO } from './support.js';

describe('terminal', () => {
  it('terminal - without colour only attributes are painted (at level 1 codes); with it, colours too', () => {
    expect(makePainter(0).paint('x', { fg: 'red', bg: 'blue' })).toBe('x');
    expect(makePainter(0).paint('x', { fg: 'red', inverse: true })).toBe('\x1b[7mx\x1b[27m');
    expect(makePainter(1).paint('x', { fg: 'red', bg: 'blue', bold: true })).toBe('\x1b[1m\x1b[31m\x1b[44mx\x1b[49m\x1b[39m\x1b[22m');
    expect(makePainter(1).paint('', { fg: 'red' })).toBe('');
    expect(makePainter(1).paint('x', {})).toBe('x');
  });

  it("terminal - with 256 colours and true colour the screen's colours are its own tones; the attributes stay", () => {
    // The same red, written three ways: the terminal's red, the nearest of 256, the tone itself.
    expect(makePainter(1).paint('x', { fg: 'red' })).toBe('\x1b[31mx\x1b[39m');
    expect(makePainter(2).paint('x', { fg: 'red' })).toMatch(/^\x1b\[38;5;\d+mx\x1b\[39m$/);
    expect(makePainter(3).paint('x', { fg: 'red', bg: 'brightWhite', underline: true })).toBe(
      '\x1b[4m\x1b[38;2;200;56;46m\x1b[48;2;255;255;255mx\x1b[49m\x1b[39m\x1b[24m',
    );
    expect(makePainter(3).paint('x', { inverse: true, bold: true })).toBe(makePainter(1).paint('x', { inverse: true, bold: true }));
    expect(makePainter(2).paint('x', { fg: 'black' })).toBe('\x1b[38;5;16mx\x1b[39m');
  });

  it('terminal - painted text keeps an inner painted piece whole (the outer style comes back after it)', () => {
    const p = makePainter(1);
    const inner = p.paint('B', { fg: 'red' });
    const outer = p.paint(`a${inner}c`, { fg: 'blue' });
    expect(stripStyle(outer)).toBe('aBc');
    expect(outer).toBe('\x1b[34ma\x1b[31mB\x1b[39m\x1b[34mc\x1b[39m');
  });

  it('terminal - ASCII when asked or when the locale is not UTF-8', () => {
    expect(chooseGlyphs({ ascii: true, env: { LANG: 'en_US.UTF-8' } })).toBe(ASCII_GLYPHS);
    expect(chooseGlyphs({ env: { LANG: 'en_US.UTF-8' } })).toBe(UNICODE_GLYPHS);
    expect(chooseGlyphs({ env: { LC_ALL: 'C' } })).toBe(ASCII_GLYPHS);
    for (const g of Object.values(ASCII_GLYPHS)) if (typeof g === 'string') expect(g).toMatch(/^[\x20-\x7e]*$/);
  });

  it('terminal - in ASCII the arrows of key names are <, ^, > and v', () => {
    expect(arrowsFor('←↑→↓ move', ASCII_GLYPHS)).toBe('<^>v move');
    expect(arrowsFor('←↑→↓ move', UNICODE_GLYPHS)).toBe('←↑→↓ move');
    expect(statusText(['←→ move', '↑↓ row', 'enter choose'], false)).toBe('<> move  ^v row  enter choose');
    expect(statusText(['←→ move'], true)).toBe('←→ move');
    const help = helpLines(ASCII_GLYPHS, classicPresenter).join('\n');
    expect(help).not.toMatch(/[\u2190-\u2193]/);
    expect(helpLines(UNICODE_GLYPHS, classicPresenter).join('\n')).toMatch(/[\u2190-\u2193]/);
  });

  it('terminal - lines are cut to the width with their escape codes kept', () => {
    const painted = makePainter(1).paint('abcdef', { fg: 'red' }) + 'ghij';
    expect(fitWidth(painted, 20)).toBe(painted);
    const cut = fitWidth(painted, 5);
    expect(stripStyle(cut)).toBe('abcd~');
    expect(cut.startsWith('\x1b[31m')).toBe(true);
  });

  it('terminal - the printed boards fit 80x24 compact; the detailed zoom falls back when it does not fit', () => {
    expect(needed(TOPO, 'compact')).toEqual({ columns: 65, rows: 21 });
    const small = layout(TOPO, 'compact', { columns: 80, rows: 24 });
    expect(small.small).toBe(false);
    expect(small.logLines).toBeGreaterThanOrEqual(3);
    const fallback = layout(TOPO, 'detailed', { columns: 80, rows: 24 });
    expect(fallback).toMatchObject({ zoom: 'compact', zoomFallback: true });
    expect(layout(TOPO, 'detailed', { columns: 120, rows: 40 })).toMatchObject({ zoom: 'detailed', zoomFallback: false });
    // Narrower than the whole board: a window of its columns, down to 12 of them.
    const narrow = layout(TOPO, 'compact', { columns: 76, rows: 24 });
    expect(narrow.small).toBe(false);
    expect(narrow.boardCols).toBeLessThan(TOPO.cols);
    expect(narrow.boardWidth + 1 + narrow.sideWidth).toBeLessThanOrEqual(76);
    expect(layout(TOPO, 'compact', { columns: 64, rows: 24 }).small).toBe(true);
  });
});
