/**
 * Usage errors (issue 11, class 11): commander's own errors in the documented one-line form,
 * exit code 2, from the whole program and from the help-only entry alike; and paths in the hints
 * the program prints quoted for a POSIX shell, so that pasting a hint works.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usageLine } from '../../src/cli/main.js';
import { shellQuote } from '../../src/cli/shell-quote.js';
import { bashReads, runBin, runMain } from './in-process.js';

describe('shellQuote', () => {
  it('shellQuote - bash reads every quoted word back exactly', () => {
    const words = [
      'plain',
      'with space',
      "it's",
      "'",
      "''",
      '$HOME',
      '`id`',
      'a\\b',
      '"q"',
      '!x',
      '*',
      '~/x',
      'new\nline',
      'tab\there',
      '',
      '-',
      '--flag',
      'ü ñ 漢字',
      'a;b|c&d',
      '(x)',
      '{a,b}',
      '#x',
      'x=y',
      '%1',
      '@',
    ];
    const random = fc.sample(
      fc.string({ unit: 'binary', maxLength: 30 }).map((s) => s.replaceAll('\0', '')),
      { numRuns: 200, seed: 11 },
    );
    const all = [...words, ...random];
    expect(bashReads(all.map(shellQuote))).toEqual(all);
  });

  it('shellQuote - a word of safe characters stays bare', () => {
    expect(shellQuote('/home/ana/.local/share/hacienda/games/2026-12-01-classic-3.json')).toBe(
      '/home/ana/.local/share/hacienda/games/2026-12-01-classic-3.json',
    );
    expect(shellQuote('/tmp/my game.json')).toBe("'/tmp/my game.json'");
    expect(shellQuote("ana's.json")).toBe(`'ana'\\''s.json'`);
    expect(shellQuote('')).toBe("''");
  });
});

describe('usage errors', () => {
  it("usageLine - commander's message as one line that points to the command's help", () => {
    expect(usageLine("error: unknown option '--sed'\n(Did you mean --seed?)", 'hacienda play')).toBe(
      "unknown option '--sed' (did you mean --seed?); see hacienda play --help",
    );
    expect(usageLine("error: too many arguments for 'validate'. Expected 1 argument but got 2.", 'hacienda validate')).toBe(
      "too many arguments for 'validate': expected 1 argument but got 2; see hacienda validate --help",
    );
  });

  it('usage errors - unknown options, missing arguments and values, excess arguments, unknown commands: one line, exit code 2', async () => {
    const cases: [string[], string][] = [
      [['--sed', '1'], "hacienda: unknown option '--sed' (did you mean --seed?); see hacienda play --help"],
      [['--foo'], "hacienda: unknown option '--foo'; see hacienda play --help"],
      [['simulate', '--gmes', '3'], "hacienda: unknown option '--gmes' (did you mean --games?); see hacienda simulate --help"],
      [['validate'], "hacienda: missing required argument 'file'; see hacienda validate --help"],
      [['replay', '--at'], "hacienda: option '--at <n>' argument missing; see hacienda replay --help"],
      [['validate', 'a', 'b'], "hacienda: too many arguments for 'validate': expected 1 argument but got 2; see hacienda validate --help"],
      [['games', 'x'], "hacienda: too many arguments for 'games': expected 0 arguments but got 1; see hacienda games --help"],
      [['simulat'], "hacienda: unknown command 'simulat' (did you mean simulate?); see hacienda --help"],
      [['help', 'simulat'], "hacienda: unknown command 'simulat' (did you mean simulate?); see hacienda --help"],
      [['arena', '--workers'], "hacienda: option '--workers <n>' argument missing; see hacienda arena --help"],
      [['arena', '--workers', '-1'], "hacienda: --workers must be a whole number from 0 to 256, not '-1'"],
      // The program's --version stands before a command only: after one it is no answer.
      [['validate', 'x', '--version'], "hacienda: unknown option '--version'; see hacienda validate --help"],
      [['simulate', '--rules', '-v'], "hacienda: unknown rules '-v' (known: classic, 2026)"],
    ];
    for (const [args, line] of cases) {
      const r = await runMain(args);
      expect({ args, code: r.code, err: r.err }).toEqual({ args, code: 2, err: line + '\n' });
      expect(r.out).toBe('');
    }
  });

  it('usage errors - the built binary and its help-only entry (dist/app/help.cjs) say them alike', () => {
    // `help <word>` is answered by the help-only entry, `<word>` by the whole program.
    const help = runBin(['help', 'simulat']);
    const program = runBin(['simulat']);
    expect(help).toMatchObject({ code: 2, out: '', err: "hacienda: unknown command 'simulat' (did you mean simulate?); see hacienda --help\n" });
    expect(program).toMatchObject({ code: 2, out: '', err: help.err });
    expect(runBin(['play', '--sed', '1'])).toMatchObject({
      code: 2,
      err: "hacienda: unknown option '--sed' (did you mean --seed?); see hacienda play --help\n",
    });
  });
});

describe('hints', () => {
  it('hints - a path with spaces and quotes in a hint is quoted, and pasted into bash it is the path', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'hacienda-hint-')), "Ana's games");
    expect((await runMain(['simulate', '--games', '1', '--seed', 'hint', '--records', dir])).code).toBe(0);
    const file = join(dir, 'game-1.json');
    const over = await runMain(['resume', file]);
    expect(over.code).toBe(2);
    const replay = /\(see: hacienda replay (.+)\)$/.exec(over.err.trimEnd());
    expect(replay, over.err).not.toBeNull();
    expect(bashReads([replay![1]!])).toEqual([file]);
    const exists = await runMain(['play', '--save', file, '--yes']);
    const resume = /\(to continue that game: hacienda resume (.+)\)$/.exec(exists.err.trimEnd());
    expect(resume, exists.err).not.toBeNull();
    expect(bashReads([resume![1]!])).toEqual([file]);
  });
});
