/**
 * Room codes: what friends pass each other to meet at a table. 4 to 8 characters of A-Z and 0-9,
 * typed case aside; a new one is 5 characters drawn from the operating system's generator, so
 * that codes of private rooms cannot be guessed from one another (36^5: 60 million).
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE = /^[A-Z0-9]{4,8}$/;
const NEW_CODE_LENGTH = 5;

/** A code as a person typed it, in its one form (upper case), or null when it is not a code. */
export function readCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** A new code, none of `taken`. */
export function newCode(taken: (code: string) => boolean, draw: (n: number) => number = randomInt): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < NEW_CODE_LENGTH; i++) code += ALPHABET[draw(ALPHABET.length)];
    if (!taken(code)) return code;
  }
}
