/**
 * The code cache never stands in the way of a save (issue 11, class 4): it is written only where
 * it leaves the disk a wide margin, a failed write leaves nothing, and temporary files of killed
 * runs are removed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_FREE_MARGIN, PROGRAM_HEADER, roomForCache } from '../../src/bundle/launch.js';
import { BIN, cleanEnv } from '../e2e/tmux.js';
import { canMount, NO_MOUNT, onSmallDisk, tempFolders } from '../files/support.js';

if (!canMount) console.log(NO_MOUNT);
const folder = tempFolders('hacienda-cache-');

const run = (args: string[], home: string) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: cleanEnv({ HACIENDA_HOME: home }) });
const cacheFiles = (home: string) => (existsSync(join(home, 'cache')) ? readdirSync(join(home, 'cache')).sort() : []);

/** The id of a process that has ended. */
const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

describe('code cache litter', () => {
  it('cache - a temporary file a killed run left is removed by the next run that writes a cache', () => {
    const home = folder();
    mkdirSync(join(home, 'cache'));
    const litter = join(home, 'cache', `program-0123456789abcdef-${process.version}-${process.arch}-games.v8cache.${deadPid()}.tmp`);
    writeFileSync(litter, 'half a cache');
    expect(run(['games'], home).status).toBe(0);
    expect(existsSync(litter)).toBe(false);
    expect(cacheFiles(home).filter((n) => n.endsWith('.v8cache'))).toHaveLength(1);
  });

  it('cache - a fifo where the cache should be does not hang the start: the program compiles as usual', () => {
    const home = folder();
    mkdirSync(join(home, 'cache'));
    const program = resolve(import.meta.dirname, '../../dist/app/program.js');
    const hash = readFileSync(program, 'latin1').split('\n')[0]!.slice(PROGRAM_HEADER.length).trim();
    const fifo = join(home, 'cache', `program-${hash}-${process.version}-${process.arch}-games.v8cache`);
    execFileSync('mkfifo', [fifo]);
    const r = spawnSync(process.execPath, [BIN, 'games'], { encoding: 'utf8', env: cleanEnv({ HACIENDA_HOME: home }), timeout: 30_000 });
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^no saved games in /);
  });

  it('cache - a folder that cannot be measured takes no cache', () => {
    expect(roomForCache(join(folder(), 'no', 'such'), 1)).toBe(false);
    expect(roomForCache(folder(), 1)).toBe(true);
    expect(CACHE_FREE_MARGIN).toBeGreaterThanOrEqual(64 * 1024 * 1024);
  });
});

describe.skipIf(!canMount)('code cache on a small disk', () => {
  it('cache - on a disk with less than the margin free, no cache and nothing else is written; the games are saved', () => {
    onSmallDisk(2048, (disk) => {
      expect(run(['games'], disk.dir).status).toBe(0);
      expect(run(['simulate', '--records', join(disk.dir, 'games')], disk.dir).status).toBe(0);
      expect(cacheFiles(disk.dir)).toEqual([]);
      expect(readdirSync(join(disk.dir, 'games'))).toEqual(['game-1.json']);
      expect(run(['validate', join(disk.dir, 'games', 'game-1.json')], disk.dir).status).toBe(0);
    });
  });
});
