// Benchmarks next to a baseline in the same run (`--base <git ref>`): the ref is built in a
// temporary folder (`git archive`, this tree's node_modules, its own scripts/build.js), then this
// tree's benchmark script measures both builds in child processes taking turns, round after round,
// so that whatever else the machine does weighs on both alike; each figure is the best of its
// rounds. Used by bench/run.js and bench/bots.js.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The value following `name` on the command line, and the arguments without both. */
export function takeOption(argv, name) {
  const i = argv.indexOf(name);
  if (i < 0) return { value: undefined, rest: argv };
  if (i + 1 >= argv.length) throw new Error(`${name} takes a value`);
  return { value: argv[i + 1], rest: [...argv.slice(0, i), ...argv.slice(i + 2)] };
}

/** Prints one figure as a line the comparison reads back (a child's only output). */
export function emitFigure(figure) {
  console.log('FIGURE ' + JSON.stringify(figure));
}

/** `ref` built in a temporary folder: its dist folder, a label and a way to remove it. */
export function buildBase(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'hacienda-bench-base-'));
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
  execFileSync(process.execPath, [join(dir, 'scripts', 'build.js')], { cwd: dir, stdio: 'inherit' });
  return { dist: join(dir, 'dist'), label: `base ${sha}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One child run of `script` on `dist`: its figures by key. */
function runOnce(script, args, dist) {
  const out = execFileSync(process.execPath, [script, ...args, '--dist', dist, '--figures'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const figures = new Map();
  for (const line of out.split('\n'))
    if (line.startsWith('FIGURE ')) {
      const f = JSON.parse(line.slice(7));
      figures.set(f.key, f);
    }
  return figures;
}

/**
 * Runs `script` (which, given `--dist <folder> --figures`, measures that build once and prints its
 * figures with emitFigure) on the base and on this tree, `rounds` times each, and prints a table.
 */
export function compareWithBase({ script, args, ref, rounds = 3, title }) {
  const base = buildBase(ref);
  try {
    const builds = [
      { label: base.label, dist: base.dist, best: new Map() },
      { label: 'this tree', dist: join(root, 'dist'), best: new Map() },
    ];
    for (let round = 0; round < rounds; round++) {
      for (const b of round % 2 ? [...builds].reverse() : builds) {
        for (const [key, f] of runOnce(script, args, b.dist)) {
          const old = b.best.get(key);
          if (!old || (f.higherIsBetter ? f.value > old.value : f.value < old.value)) b.best.set(key, f);
        }
      }
    }
    const rows = [['', ...builds.map((b) => b.label), 'change']];
    for (const [key, f] of builds[1].best) {
      const was = builds[0].best.get(key);
      const cell = (x) => (x ? `${x.value.toFixed(x.digits ?? 0)} ${x.unit}` : '-');
      const change = was ? `x${(f.higherIsBetter ? f.value / was.value : was.value / f.value).toFixed(2)}` : '';
      rows.push([f.label, cell(was), cell(f), change]);
    }
    const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
    console.log(`${title}: best of ${rounds} alternating runs each ('change' > 1 is faster)`);
    for (const r of rows) console.log('  ' + r.map((cell, c) => cell.padEnd(widths[c])).join('   '));
    console.log(
      `  load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} (1, 5, 15 minutes)`,
    );
  } finally {
    base.remove();
  }
}
