/**
 * Who is who on the server: a player is their public key (its SHA256 fingerprint), and their name
 * is the SSH user name they first came with, cleaned to the letters, digits and few marks a name
 * may have and made unique on the server. A guest (--guests, no key) gets a name for the
 * connection only: nothing ties a later connection to it, so a guest cannot take a seat back.
 */
import { MAX_NAME } from '../table/seats.js';

export interface Player {
  /** `key:SHA256:...` for a key's player; `guest:<n>` for a guest. */
  id: string;
  name: string;
  guest: boolean;
}

/** The names of the keys known, by fingerprint: the data the room store keeps. */
export type KnownKeys = Record<string, string>;

/**
 * A user name as a player's name: letters, digits, space, `.`, `_`, `-` only (no escape, no bidi
 * control, nothing invisible can come through), at most MAX_NAME characters; `fallback` when
 * nothing is left.
 */
export function cleanName(raw: string, fallback = 'Player'): string {
  const clean = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name = [...clean].slice(0, MAX_NAME).join('').trim();
  return name === '' ? fallback : name;
}

/** `name`, or `name2`, `name3`... : the first not taken (case aside), within MAX_NAME. */
export function uniqueName(name: string, taken: (lower: string) => boolean): string {
  for (let k = 1; ; k++) {
    const suffix = k === 1 ? '' : String(k);
    const candidate = [...name].slice(0, MAX_NAME - suffix.length).join('') + suffix;
    if (!taken(candidate.toLowerCase())) return candidate;
  }
}

export class PlayerBook {
  private readonly names = new Set<string>();
  private guests = 0;
  private readonly guestNames = new Set<string>();

  constructor(
    private readonly keys: KnownKeys,
    /** Called with the keys whenever a new one is known, to keep them. */
    private readonly keep: (keys: KnownKeys) => void,
  ) {
    for (const name of Object.values(keys)) this.names.add(name.toLowerCase());
  }

  private taken = (lower: string) => this.names.has(lower) || this.guestNames.has(lower);

  /** The player of a key: known, or new with the user name (cleaned, unique). */
  byKey(fingerprint: string, userName: string): Player {
    let name = this.keys[fingerprint];
    if (name === undefined) {
      name = uniqueName(cleanName(userName), this.taken);
      this.keys[fingerprint] = name;
      this.names.add(name.toLowerCase());
      this.keep({ ...this.keys });
    }
    return { id: `key:${fingerprint}`, name, guest: false };
  }

  /** A guest for one connection; `done` gives the name back when the connection ends. */
  guest(userName: string): { player: Player; done: () => void } {
    const name = uniqueName(cleanName(userName, 'Guest'), this.taken);
    this.guestNames.add(name.toLowerCase());
    const player = { id: `guest:${++this.guests}`, name, guest: true };
    return { player, done: () => this.guestNames.delete(name.toLowerCase()) };
  }
}
