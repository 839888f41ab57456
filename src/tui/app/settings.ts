/**
 * The screen's settings kept between games: `settings.json` in the data folder (beside `games/`,
 * src/records/store.ts). Only the board's zoom for now: the one the player last chose with `z`.
 *
 * The file is the player's, and untrusted like every file: one that is missing, too large, not
 * JSON or holds an unknown value means the defaults, never an error that stops a game. It is
 * written whole through src/files/write.ts (a new file, then a rename), so a crash while writing
 * leaves the old settings or the new ones; keys it does not know (a later version's) are kept.
 * A failure to write only means the choice is not remembered: the game goes on.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeDurably } from '../../files/write.js';
import { dataDir, makeFolder } from '../../records/store.js';
import type { Zoom } from '../game/board-render.js';

export interface ScreenSettings {
  zoom?: Zoom;
}

/** Larger than any settings file the program writes (a few dozen bytes): not read. */
const MAX_SETTINGS_BYTES = 64 * 1024;

export function settingsFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'settings.json');
}

/** The file's object as it is (keys of later versions included); empty when it is not one. */
function readRaw(file: string): Record<string, unknown> {
  try {
    const text = readFileSync(file, 'utf8');
    if (text.length > MAX_SETTINGS_BYTES) return {};
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    // missing, unreadable or not JSON: the defaults
    return {};
  }
}

/** The settings in `file`, what is valid of them. */
export function readSettings(file: string): ScreenSettings {
  const zoom = readRaw(file).zoom;
  return zoom === 'compact' || zoom === 'detailed' ? { zoom } : {};
}

/** Writes `change` over the settings in `file`; whether it was written. */
export function writeSettings(file: string, change: ScreenSettings): boolean {
  try {
    makeFolder(dirname(file));
    writeDurably(file, JSON.stringify({ ...readRaw(file), ...change }, null, 1) + '\n');
    return true;
  } catch {
    // a read-only or full disk: the choice is not remembered, the game goes on
    return false;
  }
}
