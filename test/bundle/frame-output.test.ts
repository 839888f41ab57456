// The bundled screen draws with our frame composer and widest-line in place of Ink's
// (src/bundle/bundle.js). They must give exactly Ink's frames: compared here on many random
// frames drawn one after another, as a game draws them, with repeated lines (the remembered parts),
// colours, wide characters, clipping and transformers. Twice: the modules in src/bundle/, and the
// same parts as the built program has them (dist/app/program.js, the code that ships).
import { describe, expect, it } from 'vitest';
import widestLine from 'widest-line';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng.js';
import Ours from '../../src/bundle/frame-output.js';
import rememberedWidestLine from '../../src/bundle/widest-line.js';
import ourMeasureText from '../../src/bundle/measure-text.js';
import { shipped } from './shipped.js';
// Ink's own composer is internal to Ink: loaded by file, as the bundle swaps it by file.
import InkOutput from '../../node_modules/ink/build/output.js';
import inkMeasureText from '../../node_modules/ink/build/measure-text.js';

type Out = {
  write(x: number, y: number, text: string, o: { transformers: ((l: string, i: number) => string)[] }): void;
  clip(c: object): void;
  unclip(): void;
  get(): { output: string; height: number };
};

// Plain characters (split a character at a time) and others (split by ansi-tokenize), simple and
// compound colour codes, broken ones among them.
const PIECES = [
  'a',
  'bc',
  ' ',
  '.',
  'F7',
  '漢',
  '·',
  '─',
  '┼',
  'é',
  '◆',
  '▸',
  '≈',
  '⌚',
  'e\u0301',
  '👍🏽',
  '\x1b[31m',
  '\x1b[39m',
  '\x1b[1m',
  '\x1b[22m',
  '\x1b[44m',
  '\x1b[49m',
  '\x1b[0m',
  '\x1b[38;5;208m',
  '\x1b[2m',
  '\x1b[7m',
  '\x1b[27m',
  '\x1b[1;31m',
  '\x1b[22;39m',
  '\x1b[38;2;10;20;30m',
  '\x1b[48;5;17;1m',
  '\x1b[38;5m',
  '\x1b[m',
  '\x1b[;m',
  '\x1b[99m',
];
const upper = (l: string) => l.toUpperCase();
const bracket = (l: string, i: number) => `${i}>${l}`;

function randomText(rng: RngState, pool: string[]): string {
  if (pool.length > 0 && nextInt(rng, 3) > 0) return pool[nextInt(rng, pool.length)]!;
  const lines: string[] = [];
  for (let l = 0, n = 1 + nextInt(rng, 4); l < n; l++) {
    let s = '';
    for (let k = 0, m = nextInt(rng, 12); k < m; k++) s += PIECES[nextInt(rng, PIECES.length)];
    lines.push(s);
  }
  const text = lines.join('\n');
  pool.push(text);
  return text;
}

function frame(make: (o: { width: number; height: number }) => Out, rng: RngState, pool: string[], width: number, height: number): string {
  const out = make({ width, height });
  let clips = 0;
  for (let k = 0, n = 3 + nextInt(rng, 10); k < n; k++) {
    const r = nextInt(rng, 10);
    if (r === 0) {
      out.clip({ x1: nextInt(rng, width), x2: nextInt(rng, width + 4), y1: nextInt(rng, height), y2: nextInt(rng, height + 2) });
      clips++;
    } else if (r === 1 && clips > 0) {
      out.unclip();
      clips--;
    } else {
      const transformers = r === 2 ? [upper] : r === 3 ? [bracket, upper] : [];
      out.write(nextInt(rng, width + 2) - 1, nextInt(rng, height + 2) - 1, randomText(rng, pool), { transformers });
    }
  }
  return JSON.stringify(out.get());
}

const built = await shipped();
const COMPOSERS = [
  { where: 'src/bundle', Composer: Ours, remembered: rememberedWidestLine, measureText: ourMeasureText },
  {
    where: 'as it ships in dist/app/program.js',
    Composer: built['frame-output'].default,
    remembered: built['widest-line'].default,
    measureText: built['measure-text'].default,
  },
];

describe.each(COMPOSERS)('frame composer, $where', ({ where, Composer, remembered, measureText }) => {
  it(`measure text (${where}) - gives the sizes Ink's measureText gives, texts seen again among them`, () => {
    const rng = seedRng('measure');
    const pool: string[] = [''];
    for (let i = 0; i < 3000; i++) {
      const text = randomText(rng, pool);
      expect(measureText(text), JSON.stringify(text)).toEqual(inkMeasureText(text));
    }
  });

  it(`frame composer (${where}) - draws every frame exactly as Ink does`, () => {
    // Each run draws the same sequence of frames with both composers; the pool of texts makes
    // lines come back from frame to frame, as the board's do.
    for (let seed = 0; seed < 60; seed++) {
      const a = seedRng(`frames-${seed}`);
      const b = seedRng(`frames-${seed}`);
      const poolA: string[] = [];
      const poolB: string[] = [];
      for (let f = 0; f < 25; f++) {
        const w = 4 + (f % 3) * 7;
        const h = 2 + (f % 4);
        const ink = frame((o) => new InkOutput(o) as Out, a, poolA, w, h);
        const ours = frame((o) => new Composer(o), b, poolB, w, h);
        expect(ours, `seed ${seed} frame ${f}`).toBe(ink);
      }
    }
  });

  it(`frame composer (${where}) - draws the frames of several screens drawn in turn (a server's sessions) as Ink does`, () => {
    // One composer serves every session of a server: the rows it remembers are found by what
    // was written on them, whichever screen wrote them last.
    for (let seed = 0; seed < 20; seed++) {
      const screens = [0, 1, 2].map((k) => ({
        a: seedRng(`screens-${seed}-${k}`),
        b: seedRng(`screens-${seed}-${k}`),
        poolA: [] as string[],
        poolB: [] as string[],
      }));
      for (let f = 0; f < 30; f++) {
        const s = screens[f % 3]!;
        const w = 5 + (f % 3) * 6;
        const h = 3 + (f % 2);
        const ink = frame((o) => new InkOutput(o) as Out, s.a, s.poolA, w, h);
        const ours = frame((o) => new Composer(o), s.b, s.poolB, w, h);
        expect(ours, `seed ${seed} frame ${f}`).toBe(ink);
      }
    }
  });

  it(`frame composer (${where}) - a frame of the same lines as the last gives the same string again`, () => {
    const draw = () => {
      const o = new Composer({ width: 12, height: 3 });
      o.write(0, 0, '\x1b[31mab\x1b[39m 漢\nline two', { transformers: [] });
      return o.get().output;
    };
    const first = draw();
    expect(draw()).toBe(first);
    expect(first).toBe('\x1b[31mab\x1b[39m 漢\nline two\n');
  });

  it(`widest line (${where}) - remembers the same widths as widest-line measures`, () => {
    for (const t of ['', 'abc', 'a\nbcde', '\x1b[31mred\x1b[39m\nx', '漢字\nab', 'ab\n\x1b[1m漢字漢\x1b[22m']) {
      expect(remembered(t)).toBe(widestLine(t));
      expect(remembered(t)).toBe(widestLine(t));
    }
  });
});
