import { readFileSync } from 'node:fs';

let cached: string | undefined;

/** The program's version, from package.json (one level above dist/ and src/). */
export function programVersion(): string {
  cached ??= (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  return cached;
}
