import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MapFormatError } from '../../src/maps/errors.js';
import { formatMapText } from '../../src/maps/format.js';
import { loadMap, MapLoadError } from '../../src/maps/load.js';
import { BOARD_NAMES, classicBoard } from '../../src/games/classic/boards/index.js';
import { hazDir, hazExists, noteIfHazMissing, repoRoot } from './paths.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hacienda-maps-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, text);
  return file;
}

/** The error that loading `what` throws. */
function errorOf(what: string): Error {
  try {
    loadMap(what, BOARD_NAMES);
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected an error');
}

describe('map loading', () => {
  it('load - finds the built-in maps by name', () => {
    expect(BOARD_NAMES).toEqual(['symmetric', 'asymmetric']);
    for (const name of BOARD_NAMES) {
      expect(classicBoard(name).name).toBe(name);
    }
  });

  it('load - reads a map text file of any extension', () => {
    const map = { name: 'mine', shift: 'even' as const, grid: ['pMp', 'ppp'] };
    expect(loadMap(write('mine.map', formatMapText(map)))).toEqual(map);
    expect(loadMap(write('mine.txt', formatMapText(map)))).toEqual(map);
  });

  it('load - reads .haz files with the board generator importer, whatever the case of the extension', () => {
    const text = '[Control]\r\nVersion=GRHIG0101\r\nMapName=Tiny\r\n[Hex]\r\n102=9\r\n104=2\r\n';
    expect(loadMap(write('tiny.HAZ', text))).toEqual({ name: 'Tiny', shift: 'odd', grid: ['pM'] });
  });

  it('load - decodes a Latin-1 file', () => {
    const bytes = Buffer.from('[Control]\nVersion=GRHIG0101\nMapName=Pe\xf1a\n[Hex]\n102=9\n', 'latin1');
    writeFileSync(path.join(tmp, 'pena.haz'), bytes);
    expect(loadMap(path.join(tmp, 'pena.haz')).name).toBe('Peña');
  });

  it('load - reports format problems with the path that was given', () => {
    const file = write('bad.map', 'name: bad\nshift: odd\np Q\n');
    const err = errorOf(file);
    expect(err).toBeInstanceOf(MapFormatError);
    expect(err.message).toBe(`${file}:3:3: unknown terrain code 'Q' (expected one of p m f g r s M W -)`);
  });

  it('load - reports a missing file in one line', () => {
    const err = errorOf('maps/nope.map');
    expect(err).toBeInstanceOf(MapLoadError);
    expect(err.message).toBe("cannot read map file 'maps/nope.map': no such file");
    expect((err as MapLoadError).file).toBe('maps/nope.map');
  });

  it('load - reports a folder in one line', () => {
    expect(errorOf(tmp).message).toBe(`cannot read map file '${tmp}': not a regular file (a folder)`);
  });

  it('load - lists the built-in maps for an unknown name', () => {
    const err = errorOf('symetric');
    expect(err).toBeInstanceOf(MapLoadError);
    expect(err.message).toBe("unknown map 'symetric': no such file, and the built-in maps are symmetric, asymmetric");
    expect(() => classicBoard('nope')).toThrow(new MapLoadError('nope', "unknown built-in map 'nope' (built-in maps: symmetric, asymmetric)"));
  });
});

noteIfHazMissing();

describe.skipIf(!hazExists)('map loading (shared .haz files)', () => {
  it('load - reads a .haz file by path', () => {
    const map = loadMap(path.join(hazDir, 'Ararat.haz'));
    expect(map.name).toBe('Ararat');
  });
});

// `npm test` builds first; a plain `vitest run` on a fresh checkout has no dist/ to check.
const distLoad = path.join(repoRoot, 'dist/games/classic/boards/index.js');
describe.skipIf(!existsSync(distLoad))('map loading from dist/', () => {
  it('load - the built code finds the built-in maps copied beside it', async () => {
    const built = (await import(pathToFileURL(distLoad).href)) as typeof import('../../src/games/classic/boards/index.js');
    for (const name of BOARD_NAMES) {
      expect(existsSync(path.join(repoRoot, 'dist/games/classic/boards', `${name}.map`))).toBe(true);
      // Not compared with src/: a dist/ left from an older build may hold an older design.
      const map = built.classicBoard(name);
      expect(map.name).toBe(name);
      expect(map.grid).toHaveLength(13);
    }
  });
});
