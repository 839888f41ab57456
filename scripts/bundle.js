// Bundles the program (dist/cli/main.js and what it loads, built by scripts/build.js) into
// dist/app/: one file for the command line, and one more for each command it loads when used
// (esbuild's code splitting keeps main.ts's lazy imports lazy). Node loads an ES module file at a
// time, resolving, reading and compiling each: Ink and React are hundreds of small files, zod and
// the game's own modules a hundred more, and loading them one by one took most of the time before
// `hacienda play` showed its first frame. bin/hacienda.js runs dist/app/main.js; the unbundled
// dist/ stays for the arena's worker threads, the benchmarks and anyone importing the API.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(dist, 'app');
const entry = join(dist, 'cli', 'main.js');
const tui = join(dist, 'tui');
if (!existsSync(entry)) throw new Error('dist/cli/main.js is missing: run node scripts/build.js first');

/**
 * A module that finds its data files (boards, tiles, package.json) beside itself through
 * import.meta.url keeps finding them there: in the bundle, its import.meta.url becomes its own
 * dist/ file's address, worked out from the bundle file's, which sits in dist/app/.
 */
const ownAddress = {
  name: 'own-address',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      if (!args.path.startsWith(dist + '/')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const path = relative(out, args.path).replace(/\\/g, '/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(path)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

/**
 * Packages replaced by a line of code of ours:
 * - react-devtools-core: Ink loads the React devtools only when asked to (DEV=true); they are not
 *   installed.
 * - is-in-ci: Ink draws only the last frame when the environment says CI. The screen opens only on
 *   a terminal, where a person is looking at it, so a shell that merely has CI set (some
 *   containers do) would show a blank screen until the game ended: for the screen, it is never CI.
 */
const STUBS = {
  'react-devtools-core': 'export default { initialize() {}, connectToDevTools() {} };',
  'is-in-ci': 'export default false;',
};
const stubs = {
  name: 'stubs',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(STUBS).join('|')})$`);
    b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({ contents: STUBS[args.path], loader: 'js' }));
  },
};

/**
 * Two of Ink's modules are swapped for ours, which say why: its frame composer (build/output.js)
 * for src/tui/terminal/frame-output.ts, and the widest-line it measures text with for
 * src/tui/terminal/widest-line.ts. The packages ours import resolve from Ink's folder, as Ink's own
 * imports do. string-width is swapped for src/tui/terminal/string-width.ts wherever it is
 * imported (Ink and wrap-ansi each have a copy).
 */
const ours = {
  './output.js': join(tui, 'terminal', 'frame-output.js'),
  'widest-line': join(tui, 'terminal', 'widest-line.js'),
};
const ourStringWidth = join(tui, 'terminal', 'string-width.js');
let stringWidthSwaps = 0;
const swapped = new Set();
let inkBuild = '';
const ourInkParts = {
  name: 'our-ink-parts',
  setup(b) {
    b.onResolve({ filter: /^(\.\/output\.js|widest-line)$/ }, (args) => {
      if (args.pluginData === 'ours' || !/[\\/]ink[\\/]build$/.test(args.resolveDir)) return undefined;
      inkBuild = args.resolveDir;
      swapped.add(args.path);
      return { path: ours[args.path] };
    });
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (!Object.values(ours).includes(args.importer) || args.pluginData === 'ours') return undefined;
      return b.resolve(args.path, { resolveDir: inkBuild, kind: args.kind, pluginData: 'ours' });
    });
    b.onResolve({ filter: /^string-width$/ }, (args) => {
      if (args.importer === ourStringWidth) return undefined;
      stringWidthSwaps++;
      return { path: ourStringWidth };
    });
  },
};

/**
 * Text packages that make an Intl.Segmenter when they load (ansi-tokenize, slice-ansi) get a
 * LazySegmenter (src/tui/terminal/lazy-segmenter.ts) instead, made into a real one on first use:
 * the first segmenter of a process costs about 12 ms, and plain text never needs one.
 */
const lazySegmenter = join(tui, 'terminal', 'lazy-segmenter.js');
const segmenterFiles = new Set();
const lazySegmenters = {
  name: 'lazy-segmenters',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('new Intl.Segmenter(')) return undefined;
      if (!/^\s*(import|export)\b/m.test(source)) throw new Error(`${args.path}: a CommonJS module that makes an Intl.Segmenter; teach scripts/bundle.js to make it lazy`);
      segmenterFiles.add(args.path);
      const contents = `import { LazySegmenter as __LazySegmenter } from ${JSON.stringify(lazySegmenter)};\n` + source.replaceAll('new Intl.Segmenter(', 'new __LazySegmenter(');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
for (const file of [...Object.values(ours), ourStringWidth, lazySegmenter]) if (!existsSync(file)) throw new Error(`${relative(root, file)} is missing: run node scripts/build.js first`);

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: entry },
  outdir: out,
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // NO_MINIFY=1 keeps names and lines readable, for profiling the bundle (node --cpu-prof).
  minify: !process.env.NO_MINIFY,
  legalComments: 'none',
  logLevel: 'warning',
  // Yoga's loader fetches its embedded WebAssembly with fetch() when there is one; Node's fetch
  // takes 60-70 ms to load, so the loader is told there is none and decodes it directly.
  define: { 'process.env.NODE_ENV': '"production"', fetch: 'undefined' },
  // Some bundled packages are CommonJS and call require() for Node's own modules.
  banner: { js: "import { createRequire as __hacienda_require } from 'node:module'; const require = __hacienda_require(import.meta.url);" },
  plugins: [ourInkParts, ownAddress, stubs, lazySegmenters],
});
// A newer Ink that moved these would otherwise silently bring the slow ones back.
for (const path of Object.keys(ours)) if (!swapped.has(path)) throw new Error(`Ink no longer imports '${path}' from its build folder: update the swap in scripts/bundle.js`);
if (stringWidthSwaps === 0) throw new Error('nothing imports string-width any more: update the swap in scripts/bundle.js');
if (segmenterFiles.size === 0) throw new Error('no package makes an Intl.Segmenter any more: drop the lazy-segmenters plugin from scripts/bundle.js');
