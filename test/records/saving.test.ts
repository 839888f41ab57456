/**
 * Saving a game when the disk fights back (issue 11): a failed save never loses the game in
 * memory, never destroys the last good record, and is tried again with the next action; a game
 * is written by one program at a time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stableHash } from '../../src/api.js';
import { LockedError, lockFileOf } from '../../src/files/lock.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
import { canMount, fill, NO_MOUNT, onSmallDisk, tempFolders } from '../files/support.js';
import { fakeNow, playOn, startSession } from './support.js';

if (!canMount) console.log(NO_MOUNT);
const symmetric = classicBoard('symmetric');
const folder = tempFolders('hacienda-saving-');

describe('saving - one writer per game', () => {
  it('saving - a game open in one session cannot be resumed by another until it is closed', () => {
    const file = join(folder(), 'g.json');
    const first = playOn(startSession(symmetric, 2, 'two', file), 'a', 10);
    expect(() => GameSession.resume(loadRecord(file), file)).toThrow(LockedError);
    expect(() => GameSession.resume(loadRecord(file), file)).toThrow(/this game is open in another program \(hacienda, process \d+/);
    first.close();
    const second = GameSession.resume(loadRecord(file), file, fakeNow);
    expect(stableHash(second.state)).toBe(stableHash(first.state));
    second.close();
  });

  it('saving - save as: the game goes on in the new file, and the old file is free again', () => {
    const dir = folder();
    const file = join(dir, 'g.json');
    const other = join(dir, 'copy.json');
    const s = playOn(startSession(symmetric, 2, 'as', file), 'a', 8);
    s.saveAs(other);
    expect(s.file).toBe(other);
    playOn(s, 'b', 4);
    expect(loadRecord(other).actions).toHaveLength(12);
    expect(loadRecord(file).actions).toHaveLength(8);
    // The old file is no longer held; the new one is.
    GameSession.resume(loadRecord(file), file).close();
    expect(() => GameSession.resume(loadRecord(other), other)).toThrow(LockedError);
    s.close();
    expect(readdirSync(dir).sort()).toEqual(['copy.json', 'g.json']);
  });

  it('saving - a save to a folder that cannot be written keeps the game in memory and says why', () => {
    const dir = folder();
    const file = join(dir, 'g.json');
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const s = playOn(startSession(symmetric, 2, 'blocked', file), 'a', 5);
    expect(() => s.saveAs(join(dir, 'blocker', 'g.json'))).toThrow(/cannot write .*blocker: it is a file, not a folder/);
    // Nothing changed: still saving where it was.
    expect(s.file).toBe(file);
    playOn(s, 'b', 1);
    expect(loadRecord(file).actions).toHaveLength(6);
    s.close();
  });
});

describe.skipIf(!canMount)('saving - on a real disk that fills up or turns read-only', () => {
  it('saving - a full disk mid-game: the record keeps the last good save, the game goes on, the next action after space is freed saves all', () => {
    onSmallDisk(96, (disk) => {
      const file = join(disk.dir, 'g.json');
      const s = playOn(startSession(symmetric, 2, 'full', file), 'a', 20);
      const filler = fill(disk.dir);
      playOn(s, 'b', 15);
      expect(s.saveError?.message).toMatch(/no space left on the disk/);
      expect(s.record.actions).toHaveLength(35);
      // Saves of small records may still fit in the last free blocks: the file holds what was saved, whole.
      const onDisk = loadRecord(file);
      expect(onDisk.actions).toHaveLength(s.savedActions);
      expect(s.savedActions).toBeLessThan(35);
      expect(replayRecord(onDisk).ok).toBe(true);
      expect(readdirSync(disk.dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
      expect(() => s.checkSaved()).toThrow(new RegExp(`holds the game after ${s.savedActions} of 35 actions`));
      // Space again: the next action saves the whole game.
      writeFileSync(filler, '');
      playOn(s, 'c', 1);
      expect(s.saveError).toBeNull();
      expect(loadRecord(file).actions).toHaveLength(36);
      expect(() => s.checkSaved()).not.toThrow();
      s.close();
    });
  });

  it('saving - a disk made read-only mid-game: the game goes on in memory, retrySave saves it once writable', () => {
    onSmallDisk(256, (disk) => {
      const file = join(disk.dir, 'g.json');
      const s = playOn(startSession(symmetric, 2, 'ro', file), 'a', 10);
      disk.readOnly();
      playOn(s, 'b', 5);
      expect(s.saveError?.message).toMatch(/read-only/);
      expect(s.savedActions).toBe(10);
      expect(loadRecord(file).actions).toHaveLength(10);
      disk.writable();
      expect(s.retrySave()).toBe(true);
      expect(loadRecord(file).actions).toHaveLength(15);
      s.close();
      expect(readdirSync(disk.dir)).toEqual(['g.json']);
    });
  });

  it('saving - a new game on a read-only disk is refused before it starts, and leaves no lock', () => {
    onSmallDisk(64, (disk) => {
      disk.readOnly();
      expect(() => startSession(symmetric, 2, 'rostart', join(disk.dir, 'g.json'))).toThrow(/cannot write .*g\.json: the file system is read-only/);
      expect(readdirSync(disk.dir)).toEqual([]);
    });
  });

  it('saving - a lock file that cannot be written is said of the game', () => {
    onSmallDisk(64, (disk) => {
      const file = join(disk.dir, 'g.json');
      playOn(startSession(symmetric, 2, 'lockro', file), 'a', 3).close();
      disk.readOnly();
      expect(() => GameSession.resume(loadRecord(file), file)).toThrow(
        /^cannot write .*g\.json: the file system is read-only \(the game cannot be opened for writing\)$/,
      );
      expect(readFileSync(file, 'utf8').length).toBeGreaterThan(0);
      expect(lockFileOf(file)).toMatch(/\.g\.json\.lock$/);
    });
  });
});
