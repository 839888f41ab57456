// The bundle puts a check in front of Ink's sanitizeAnsi (src/bundle/bundle.js): a text it passes
// is used as it is, untokenized. So whatever it passes, Ink's own must give back unchanged: held
// against Ink's on random texts of characters, SGR codes and every other kind of escape sequence
// and control Ink's tokenizer knows, broken ones among them. Both the module in src/bundle/ and the
// one the built program has (dist/app/program.js, the code that ships).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptSanitized as srcKeptSanitized, onlySgr as srcOnlySgr } from '../../src/bundle/sanitize-ansi.js';
import { makePainter } from '../../src/tui/terminal/style.js';
import { shipped } from './shipped.js';
// Ink's own sanitizer is internal to Ink: loaded by file, as the bundle wraps it by file.
import inkSanitize from '../../node_modules/ink/build/sanitize-ansi.js';

const PIECES = [
  'a',
  ' ',
  'F7',
  '·',
  '漢',
  '👍🏽',
  '\n',
  '\t',
  '\x07',
  '\\',
  '[',
  'm',
  '\x1b[31m',
  '\x1b[0m',
  '\x1b[m',
  '\x1b[1;4;7m',
  '\x1b[38;2;10;20;30m',
  '\x1b[48;5;17m',
  '\x1b[38:5:208m',
  '\x1b[;m',
  // Not SGR, or not well formed: Ink strips or cuts these.
  '\x1b[',
  '\x1b[1',
  '\x1b[?25l',
  '\x1b[<1m',
  '\x1b[1$m',
  '\x1b[2J',
  '\x1b[H',
  '\x1b]8;;https://x\x07',
  '\x1b]0;title\x1b\\',
  '\x1bP1$r\x1b\\',
  '\x1b(B',
  '\x1b7',
  '\x1b',
  '\x1b\x1b',
  '\x9b31m',
  '\x9d0;t\x9c',
  '\x90x\x9c',
  '\x9c',
  '\x85',
  '\x80',
  '\x9f',
];

const texts = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join(''));

const built = (await shipped())['sanitize-ansi'];
const CHECKS = [
  { where: 'src/bundle', onlySgr: srcOnlySgr, keptSanitized: srcKeptSanitized },
  { where: 'as it ships in dist/app/program.js', onlySgr: built.onlySgr, keptSanitized: built.keptSanitized },
];

describe.each(CHECKS)('sanitize check, $where', ({ where, onlySgr, keptSanitized }) => {
  it(`sanitize check (${where}) - Ink's sanitizeAnsi remembered and checked gives Ink's answers, texts seen again among them`, () => {
    const kept = keptSanitized(inkSanitize);
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 6 }), (some) => {
        for (const text of [...some, ...some.reverse()]) expect(kept(text)).toBe(inkSanitize(text));
      }),
      { numRuns: 2000 },
    );
  });

  it(`sanitize check (${where}) - passes only texts that Ink's sanitizeAnsi gives back unchanged`, () => {
    fc.assert(
      fc.property(texts, (text) => {
        if (onlySgr(text)) expect(inkSanitize(text)).toBe(text);
      }),
      { numRuns: 5000 },
    );
  });

  it(`sanitize check (${where}) - passes characters and SGR codes, as the screen paints them`, () => {
    for (const level of [0, 1, 2, 3] as const) {
      const painter = makePainter(level);
      const line =
        painter.paint('F7 ', { fg: { tone: '#123456', ansi: 'red' }, bg: 'blue', bold: true, underline: true }) +
        painter.paint('漢·≈', { dim: true, inverse: true });
      expect(onlySgr(line), `level ${level}`).toBe(true);
    }
    for (const text of ['', 'plain', '\x1b[38:5:208mx\x1b[m', '👍🏽\n\x1b[1;31mab\x1b[22;39m']) expect(onlySgr(text), JSON.stringify(text)).toBe(true);
  });

  it(`sanitize check (${where}) - leaves every other escape and control to Ink`, () => {
    for (const text of ['\x1b[?25l', '\x1b[2J', '\x1b]8;;u\x07x', '\x1bx', 'a\x1b', '\x1b[1', '\x1b[<1m', '\x1b[1$m', '\x9b31m', 'a\x85b']) {
      expect(onlySgr(text), JSON.stringify(text)).toBe(false);
    }
  });
});
