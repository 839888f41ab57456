// Bundles the terminal screen (dist/tui/index.js, built by scripts/build.js) with Ink, React and
// the other packages it loads into one production file, in place. Loading Ink's hundreds of small
// modules one by one takes most of a second; one bundled file takes about a tenth of that, which is
// what lets `hacienda play` show its first frame quickly. The game's own modules outside dist/tui
// (the engine, the records, the bots) stay separate files shared with the rest of the program.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const tui = join(dist, 'tui');
const entry = join(tui, 'index.js');
if (!existsSync(entry)) throw new Error('dist/tui/index.js is missing: run node scripts/build.js first');

/** Imports of the game's own modules outside dist/tui stay imports, relative to dist/tui. */
const keepGameModules = {
  name: 'keep-game-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      if (target.startsWith(dist) && !target.startsWith(tui + '/')) {
        let path = relative(tui, target).replace(/\\/g, '/');
        if (!path.startsWith('.')) path = './' + path;
        return { path, external: true };
      }
      return undefined;
    });
  },
};

/** Ink loads the React devtools only when asked to (DEV=true); they are not installed. */
const noDevtools = {
  name: 'no-devtools',
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export default { initialize() {}, connectToDevTools() {} };', loader: 'js' }));
  },
};

/**
 * Two of Ink's modules are swapped for ours, which say why: its frame composer (build/output.js)
 * for src/tui/terminal/frame-output.ts, and the widest-line it measures text with for
 * src/tui/terminal/widest-line.ts. The packages ours import resolve from Ink's folder, as Ink's own
 * imports do.
 */
const ours = {
  './output.js': join(tui, 'terminal', 'frame-output.js'),
  'widest-line': join(tui, 'terminal', 'widest-line.js'),
};
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
  },
};
for (const file of Object.values(ours)) if (!existsSync(file)) throw new Error(`${relative(root, file)} is missing: run node scripts/build.js first`);

await build({
  entryPoints: [entry],
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Yoga's loader fetches its embedded WebAssembly with fetch() when there is one; Node's fetch
  // takes 60-70 ms to load, so the loader is told there is none and decodes it directly.
  define: { 'process.env.NODE_ENV': '"production"', fetch: 'undefined' },
  // Some bundled packages are CommonJS and call require() for Node's own modules.
  banner: { js: "import { createRequire as __hacienda_require } from 'node:module'; const require = __hacienda_require(import.meta.url);" },
  plugins: [ourInkParts, keepGameModules, noDevtools],
});
// A newer Ink that moved these would otherwise silently bring the slow ones back.
for (const path of Object.keys(ours)) if (!swapped.has(path)) throw new Error(`Ink no longer imports '${path}' from its build folder: update the swap in scripts/bundle-tui.js`);
