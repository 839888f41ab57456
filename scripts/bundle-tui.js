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
  define: { 'process.env.NODE_ENV': '"production"' },
  // Some bundled packages are CommonJS and call require() for Node's own modules.
  banner: { js: "import { createRequire as __hacienda_require } from 'node:module'; const require = __hacienda_require(import.meta.url);" },
  plugins: [keepGameModules, noDevtools],
});
