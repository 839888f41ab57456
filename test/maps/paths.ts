// Where the tests of src/maps find things: the repository root, and the shared .haz examples
// that live beside the project (never copied into it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const hazDir = path.resolve(repoRoot, '../shared/maps/haz');
export const hazExists = existsSync(hazDir);

/** Says once, visibly, why the .haz tests of a file are skipped. */
export function noteIfHazMissing(): void {
  if (!hazExists) console.warn(`maps tests: skipping the .haz tests, folder not found: ${hazDir}`);
}
