/**
 * A fuzz of the command line (issue 11): command lines for every command, made from the real
 * option names (read from the commander program, so a new option is fuzzed too), with wrong
 * values (empty, negative, huge, not numbers, control characters, paths to nothing, a folder,
 * /dev/null), unknown options and extra arguments. Whatever the line, the program answers with a
 * documented exit code (docs/cli.md's table), at most one line on stderr that starts with
 * `hacienda:`, no stack trace, no raw control character, and promptly.
 *
 * Every generated line holds at least one certain mistake (an unknown option, an extra
 * argument, an option without its value, a number out of range), so none of them may start a
 * long piece of work (`simulate --games 1000000`, `arena`'s default match); most run in this
 * process through main(), a sample as the built binary. A second sample of the binary drops the
 * certain mistake: those lines may be valid and long, and are given a time, after which still
 * working (with nothing on stderr) is fine.
 *
 * The seeds are fixed; FUZZ_SEED, FUZZ_RUNS and FUZZ_VALID_RUNS change them, to look further.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Command, Option } from 'commander';
import fc from 'fast-check';
import { unsafeParts } from '../text/hostile.js';
import { describe, expect, it } from 'vitest';
import { commandLine } from '../../src/cli/main.js';
import { runBin, runMain, type Ran } from './in-process.js';

/** The exit codes docs/cli.md documents, read from its table. */
const DOCUMENTED = [...readFileSync(resolve(import.meta.dirname, '../../docs/cli.md'), 'utf8').matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1]));
/** 70 is documented, as a bug: a fuzz that finds one has found a bug. */
const INTERNAL = 70;

const program = commandLine(() => {});
const folder = mkdtempSync(join(tmpdir(), 'hacienda-fuzz-'));

interface Spec {
  name: string;
  /** Options that take a value, and flags. */
  valued: Option[];
  flags: Option[];
  /** Options whose value is a whole number (the checked ones). */
  numeric: Option[];
  /** Positional arguments it takes at most (play: none, its words are unknown commands). */
  positional: number;
}

function specOf(c: Command): Spec {
  const options = c.options.filter((o) => o.long !== '--help' && o.long !== '--version');
  const valued = options.filter((o) => o.required || o.optional);
  return {
    name: c.name(),
    valued,
    flags: options.filter((o) => !o.required && !o.optional),
    numeric: valued.filter((o) => /<(n|ms)>/.test(o.flags)),
    positional: c.registeredArguments.length,
  };
}

const specs = program.commands.map(specOf);

const CONTROL = fc.constantFrom('\x1b[2J', '\x1b]52;c;aGk=\x07', '\x07', '\r', '\n', '\x9b31m', '\x7f', '\u202e', '\x08\x08');
const wrongNumber = fc.oneof(
  fc.constantFrom('', '-1', '-0', '1.5', '1e3', '0x10', '7 7', 'NaN', 'Infinity', '99999999999999999999', '9007199254740993', 'two'),
  CONTROL,
  fc.integer({ min: -1e9, max: -1 }).map(String),
  fc.integer({ min: 100_000_001, max: 2 ** 52 }).map(String),
);
const path = fc.constantFrom('/nonexistent/x.json', join(folder, 'nothing here.json'), folder, '/dev/null', '', 'no such file', `${folder}/\x1b[31mred.json`);
// Random words never start with '-': `-h...` is a command's --help, an answer; unknown options are
// made on purpose below.
const word = fc.oneof(
  fc.string({ maxLength: 12 }).filter((s) => !s.includes('\0') && !s.startsWith('-')),
  CONTROL,
  path,
  fc.constantFrom('classic', '2026', 'strong', 'greedy,random', 'symmetric', 'basic', 'custom', 'bot:strong', 'Ana:human', '2', '5', ' 3 '),
);
/** Any value for an option: a wrong one, a path, or a plausible one. */
const value = fc.oneof(wrongNumber, word);

function unknownOption(spec: Spec) {
  const known = new Set([...spec.valued, ...spec.flags].map((o) => o.long));
  return fc
    .oneof(fc.constantFrom('--foo', '-x', '--sed', '--game', '--Seed', '---seed'), fc.stringMatching(/^--[a-z]{1,8}$/))
    .filter((o) => !known.has(o) && !['--help', '--version'].includes(o));
}

/** One certain mistake for `spec`, and whether it must come last (an option missing its value). */
function mistake(spec: Spec): fc.Arbitrary<{ args: string[]; last: boolean }> {
  const choices: fc.Arbitrary<{ args: string[]; last: boolean }>[] = [unknownOption(spec).map((o) => ({ args: [o], last: false }))];
  // Extra words: one more than the command takes (for play, any word is an unknown command).
  choices.push(
    fc
      .array(
        word.filter((w) => w !== '' && !w.startsWith('-') && !program.commands.some((c) => c.name() === w)),
        { minLength: spec.positional + 1, maxLength: spec.positional + 2 },
      )
      .map((args) => ({ args, last: true })),
  );
  if (spec.valued.length) choices.push(fc.constantFrom(...spec.valued).map((o) => ({ args: [o.long!], last: true })));
  if (spec.numeric.length) choices.push(fc.tuple(fc.constantFrom(...spec.numeric), wrongNumber).map(([o, v]) => ({ args: [o.long!, v], last: false })));
  return fc.oneof(...choices);
}

/** Options with any values, and flags, in any order. */
function options(spec: Spec): fc.Arbitrary<string[]> {
  const kinds = [
    ...(spec.valued.length ? [fc.tuple(fc.constantFrom(...spec.valued), value).map(([o, v]) => [o.long!, v])] : []),
    ...(spec.flags.length ? [fc.constantFrom(...spec.flags).map((o) => [o.long!])] : []),
  ];
  if (kinds.length === 0) return fc.constant([]);
  return fc.array(fc.oneof(...kinds), { maxLength: 4 }).map((parts) => parts.flat());
}

/** A command line with a certain mistake somewhere in it. */
const mistaken = fc.constantFrom(...specs).chain((spec) =>
  fc.tuple(options(spec), mistake(spec), fc.array(path, { maxLength: spec.positional }), fc.nat()).map(([opts, m, positional, at]) => {
    const args = [...positional, ...opts];
    if (m.last) return [spec.name, ...args, ...m.args];
    const i = at % (args.length + 1);
    return [spec.name, ...args.slice(0, i), ...m.args, ...args.slice(i)];
  }),
);
/** A command line that may be valid. */
const maybeValid = fc
  .constantFrom(...specs)
  .chain((spec) => fc.tuple(options(spec), fc.array(path, { maxLength: spec.positional })).map(([opts, positional]) => [spec.name, ...positional, ...opts]));

/** What every answer must be: a documented exit code, one clean line on stderr (or none). */
function check(args: string[], r: Ran): void {
  const what = JSON.stringify(args);
  expect(DOCUMENTED, `${what}: exit code ${r.code}; stderr ${JSON.stringify(r.err)}`).toContain(r.code);
  expect(r.code, `${what}: an internal error: ${r.err}`).not.toBe(INTERNAL);
  if (r.code !== 0) expect(r.err, what).toMatch(/^hacienda: [^\n]*\n$/);
  else expect(r.err, what).toBe('');
  expect(r.err, what).not.toMatch(/\n\s+at /);
  // Nothing hidden reaches the terminal raw: controls, bidi and zero-width characters, stray
  // marks (src/text/sanitize.ts); the line ends are the program's own.
  expect(unsafeParts(r.err + r.out, ['\n']), what).toEqual([]);
}

describe('cli fuzz', () => {
  it('cli fuzz - the commands and options come from the program itself', () => {
    expect(specs.map((s) => s.name)).toEqual(['play', 'simulate', 'arena', 'replay', 'validate', 'analyze', 'games', 'tutorial', 'resume', 'serve']);
    expect(specs.find((s) => s.name === 'simulate')!.numeric.map((o) => o.long)).toEqual(['--players', '--games', '--think']);
    expect(DOCUMENTED).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 70]));
  });

  it('cli fuzz - 400 wrong command lines through main(): a documented exit code, one clean line, promptly', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(mistaken, async (args) => {
        runs++;
        const r = await Promise.race([
          runMain(args),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${JSON.stringify(args)}: no answer after 5 s`)), 5000).unref()),
        ]);
        check(args, r);
        expect(r.code, JSON.stringify(args)).not.toBe(0);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: Number(process.env.FUZZ_SEED ?? 1111) },
    );
    expect(runs).toBe(Number(process.env.FUZZ_RUNS ?? 400));
  });

  it('cli fuzz - the built binary: wrong lines answered alike; lines that may be valid end or keep working quietly', () => {
    for (const args of fc.sample(mistaken, { numRuns: 10, seed: 2222 })) {
      const r = runBin(args, { timeoutMs: 10_000 });
      expect(r.timedOut, `${JSON.stringify(args)} still running after 10 s`).toBe(false);
      check(args, r);
    }
    for (const args of fc.sample(maybeValid, { numRuns: Number(process.env.FUZZ_VALID_RUNS ?? 8), seed: Number(process.env.FUZZ_SEED ?? 3333) })) {
      const r = runBin(args, { timeoutMs: 3000 });
      if (r.timedOut) expect(r.err, `${JSON.stringify(args)}: still working, and said`).toBe('');
      else check(args, r);
    }
  });
});
