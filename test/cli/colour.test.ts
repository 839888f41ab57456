/**
 * Colour in the command line's own output (replay --text, validate, simulate, arena), through the
 * built binary: only on a terminal or with FORCE_COLOR, never with --no-color, NO_COLOR or
 * TERM=dumb, and never the only carrier of meaning (without the codes, the words are the same).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from './in-process.js';
import { SEQUENCES, unsafeParts } from '../text/hostile.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');
const RECORD = join(FIXTURES, 'records', 'classic-strong-2p.json');
const PLAIN_TEXT = readFileSync(join(FIXTURES, 'replays', 'classic-strong-2p.txt'), 'utf8');

/** Colour forced on a 16-colour terminal's settings, whatever the environment running the tests says. */
const FORCED = { FORCE_COLOR: '1', NO_COLOR: '', TERM: 'xterm', COLORTERM: '', TERM_PROGRAM: '' };
/** Nothing forced, nothing forbidden: the output (a pipe) alone decides. */
const UNSET = { FORCE_COLOR: '', NO_COLOR: '', TERM: 'xterm-256color', COLORTERM: 'truecolor', TERM_PROGRAM: '' };

const ESC = /\x1b/;
const SGR = /\x1b\[[0-9;]*m/g;
const strip = (text: string) => text.replace(SGR, '');
/** Runs without FORCE_COLOR set at all (an empty FORCE_COLOR would force colour). */
const unforced = (args: string[], env: Record<string, string>) => runBin(args, { env: { ...env, FORCE_COLOR: undefined as unknown as string } });

describe('cli colour', () => {
  it('cli colour - replay --text is coloured with FORCE_COLOR, and the same words without the codes', () => {
    const r = runBin(['replay', '--text', RECORD], { env: FORCED });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(ESC);
    expect(strip(r.out)).toBe(PLAIN_TEXT);
    const lines = r.out.split('\n');
    // The move numbers dim, the scorings bold yellow, the end bold, the winner bold green.
    expect(lines[1]).toBe('\x1b[2m    1.\x1b[22m Blue: play land rock E9');
    expect(r.out).toContain('\x1b[1m\x1b[33mfinal scoring\x1b[39m\x1b[22m: Red 110');
    expect(lines.at(-2)).toBe('\x1b[1mgame over\x1b[22m: Red 184, Blue 178; winner: \x1b[1m\x1b[32mRed\x1b[39m\x1b[22m');
  });

  it('cli colour - no colour with --no-color (over FORCE_COLOR), NO_COLOR, TERM=dumb, or off a terminal', () => {
    expect(runBin(['replay', '--text', '--no-color', RECORD], { env: { ...FORCED, FORCE_COLOR: '3' } }).out).toBe(PLAIN_TEXT);
    expect(unforced(['replay', '--text', RECORD], { ...UNSET, NO_COLOR: '1' }).out).toBe(PLAIN_TEXT);
    expect(unforced(['replay', '--text', RECORD], { ...UNSET, TERM: 'dumb' }).out).toBe(PLAIN_TEXT);
    // A pipe is no terminal, whatever colours TERM and COLORTERM say the terminal has.
    expect(unforced(['replay', '--text', RECORD], UNSET).out).toBe(PLAIN_TEXT);
    expect(runBin(['replay', '--text', RECORD], { env: { ...FORCED, FORCE_COLOR: '0' } }).out).toBe(PLAIN_TEXT);
  });

  it("cli colour - the command line keeps the terminal's own 16 colours with 256 and true colour", () => {
    const r = runBin(['replay', '--text', RECORD], { env: { ...FORCED, COLORTERM: 'truecolor' } });
    expect(r.out).toBe(runBin(['replay', '--text', RECORD], { env: FORCED }).out);
  });

  it('cli colour - hostile names and board names in a coloured replay --text show no escape but ours', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-colour-'));
    const record = JSON.parse(readFileSync(RECORD, 'utf8'));
    // Names are at most 20 characters; the board's name may be longer.
    record.seats[0].name = `R${SEQUENCES[3]}\x07\u202ed`;
    record.seats[1].name = `${SEQUENCES[6]}B\x9b2J`;
    record.map.name = `board${SEQUENCES[4]}${SEQUENCES[7]}${SEQUENCES[0]}`;
    const file = join(dir, 'hostile.json');
    writeFileSync(file, JSON.stringify(record));
    const coloured = runBin(['replay', '--text', file], { env: FORCED });
    const plain = runBin(['replay', '--text', file]);
    expect(coloured.code).toBe(0);
    // Every escape is one of the few colour codes replay --text writes; the rest is safe text.
    const ours = new Set(['\x1b[1m', '\x1b[2m', '\x1b[22m', '\x1b[32m', '\x1b[33m', '\x1b[39m']);
    for (const code of coloured.out.match(SGR) ?? []) expect(ours.has(code), JSON.stringify(code)).toBe(true);
    expect(unsafeParts(strip(coloured.out), ['\n'])).toEqual([]);
    expect(plain.out).not.toMatch(ESC);
    expect(strip(coloured.out)).toBe(plain.out);
    expect(plain.out).toContain('R\\x1b[2J\\x07\\u{202e}d (bot strong:40)');
    expect(plain.out).toContain('\\x1b[31;1mB\\x9b2J:');
    expect(plain.out.split('\n')[0]).toMatch(/^board\\x1b\[H\\x1b\[2J/);
  });

  it('cli colour - validate says sound in green with FORCE_COLOR, plainly without', () => {
    const coloured = runBin(['validate', RECORD], { env: FORCED });
    expect(coloured.code).toBe(0);
    expect(coloured.out).toBe(`${RECORD}: \x1b[32msound\x1b[39m (132 actions, finished)\n`);
    expect(runBin(['validate', '--no-color', RECORD], { env: FORCED }).out).toBe(`${RECORD}: sound (132 actions, finished)\n`);
    expect(runBin(['validate', RECORD]).out).toBe(`${RECORD}: sound (132 actions, finished)\n`);
  });

  it('cli colour - simulate colours the winners and the totals, the words unchanged', () => {
    const args = ['simulate', '--games', '2', '--seed', 'colour', '--bots', 'random'];
    const coloured = runBin(args, { env: FORCED });
    const plain = runBin(args);
    expect(coloured.code).toBe(0);
    expect(coloured.out).toMatch(/; (winner|tie): \x1b\[1m\x1b\[32m\w+/);
    expect(coloured.out).toMatch(/^\x1b\[1mtotals after 2 games/m);
    const words = (text: string) => strip(text).replace(/in [\d.]+ s/, 'in - s');
    expect(words(coloured.out)).toBe(words(plain.out));
    expect(plain.out).not.toMatch(ESC);
    expect(runBin([...args, '--no-color'], { env: FORCED }).out).not.toMatch(ESC);
  });

  it('cli colour - arena colours the winners and the results table, the words unchanged', () => {
    const args = ['arena', '--games', '2', '--workers', '0', '--bots', 'random,greedy', '--seed', 'colour'];
    const coloured = runBin(args, { env: FORCED, timeoutMs: 60_000 });
    const plain = runBin(args, { timeoutMs: 60_000 });
    expect(coloured.code, coloured.err).toBe(0);
    expect(coloured.out).toMatch(/; winner: \x1b\[1m\x1b\[32m\w+ \(seat \d\)/);
    expect(coloured.out).toMatch(/^\x1b\[1m {2}level +seats/m);
    // The level that won most is green, and its win rate says so too.
    expect(coloured.out).toMatch(/^\x1b\[32m {2}greedy +2 +2 +100\.0%/m);
    const words = (text: string) =>
      strip(text)
        .replace(/[\d.]+ s:/, '- s:')
        // The times differ from run to run: their table is left out.
        .replace(/^time per decision:\n(?: {2}.*\n)+/m, '');
    expect(words(coloured.out)).toBe(words(plain.out));
    expect(plain.out).not.toMatch(ESC);
    expect(runBin([...args, '--no-color'], { env: FORCED, timeoutMs: 60_000 }).out).not.toMatch(ESC);
  }, 120_000);
});
