/**
 * The terminal is smaller than the screen needs: say what size it needs, wait for it to grow.
 */
import { Lines } from './Lines.js';

export function tooSmallLines(size: { columns: number; rows: number }, need: { columns: number; rows: number }): string[] {
  return [
    `The terminal is ${size.columns}x${size.rows}.`,
    `Hacienda needs at least ${need.columns}x${need.rows}:`,
    'make the window larger.',
    'q quits (the game is saved).',
  ];
}

export function TooSmall(p: { size: { columns: number; rows: number }; need: { columns: number; rows: number } }) {
  return <Lines lines={tooSmallLines(p.size, p.need)} width={Math.max(1, p.size.columns)} />;
}
