/**
 * Each seat's letter. The letter marks the seat's pieces on the board, so the game is fully
 * playable without colour; the seat's colours are its pieces' (cells.ts's pieceStyle).
 */

export interface SeatLook {
  letter: string;
}

export const SEAT_LOOKS: readonly SeatLook[] = [{ letter: 'R' }, { letter: 'B' }, { letter: 'G' }, { letter: 'Y' }, { letter: 'W' }];

export function seatLook(seat: number): SeatLook {
  return SEAT_LOOKS[seat % SEAT_LOOKS.length]!;
}
