/**
 * Each seat's colour and letter. The letter marks the seat's pieces on the board, so the game is
 * fully playable without colour; the colour is the piece's background.
 */
import type { Colour } from '../terminal/style.js';

export interface SeatLook {
  letter: string;
  colour: Colour;
  /** Text colour on the seat's background. */
  ink: Colour;
  colourName: string;
}

export const SEAT_LOOKS: readonly SeatLook[] = [
  { letter: 'R', colour: 'red', ink: 'brightWhite', colourName: 'red' },
  { letter: 'B', colour: 'blue', ink: 'brightWhite', colourName: 'blue' },
  { letter: 'G', colour: 'green', ink: 'black', colourName: 'green' },
  { letter: 'Y', colour: 'yellow', ink: 'black', colourName: 'yellow' },
  { letter: 'W', colour: 'white', ink: 'black', colourName: 'white' },
];

export function seatLook(seat: number): SeatLook {
  return SEAT_LOOKS[seat % SEAT_LOOKS.length]!;
}
