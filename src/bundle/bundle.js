// Bundles the program (dist/cli/main.js and all it loads, built by scripts/build.js) into one
// script, dist/app/program.js, which bin/hacienda.js runs through launch.ts (this folder).
// `npm run build` runs it after scripts/build.js; it lives here, beside the modules it swaps into
// Ink, so that what is replaced, how and why reads in one folder (see README.md here).
//
// Checked against: ink 6.8.0 (the modules of its build folder it swaps, and its use of is-in-ci
// and react-devtools-core, stubbed below).
//
// Why one script: Node loads an ES module file at a time, resolving, reading and compiling each,
// and Ink, React, zod and the game's own modules are hundreds of files. Why a script and not a
// module: V8 can cache a script's compiled code between runs (node:vm's cachedData), which
// Node 20 offers no module; launch.ts keeps that cache, which takes a third off the time to a
// game's first frame. So the bundle has no import or export statement: Node's own modules come from the
// `require` the script is given, import.meta.url is the script's address it is given, and the
// program's main (and startup.ts's whenStarted) is handed back through a callback. The whole
// is one async function, as Yoga and Ink wait for things (top-level await) while they load.
// Commands still load their code only when run: esbuild keeps lazy imports lazy inside the file.
//
// Two small CommonJS files beside it: launch.cjs (launch.ts, for bin) and help.cjs (the
// command line alone, which answers help without the program); and the worker threads (the
// arena's, src/cli/arena-worker.ts, and the bot thread of the screen and of simulate and resume,
// src/host/bot-worker.ts) as ES modules of their own (WORKERS below). The package runs nothing
// else, and so needs no dependency; the unbundled dist/ stays for the tests and the benchmarks.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const out = join(dist, 'app');
const entry = join(dist, 'cli', 'main.js');
/** This folder, built: the modules swapped into Ink (src/bundle/*.ts, compiled by scripts/build.js). */
const parts = join(dist, 'bundle');
if (!existsSync(entry)) throw new Error('dist/cli/main.js is missing: run node scripts/build.js first');

/**
 * The worker threads, each bundled beside the program as its own entry point (dist/app/<name>),
 * so that the package runs nothing but its bundles. The module that starts one names the
 * compiled worker beside itself (`new URL('./bot-worker.js', import.meta.url)`: the one the
 * tests and the benchmarks of dist/ start); in a bundle that address becomes the bundled worker's.
 */
const WORKERS = {
  'host/bot-worker.js': 'bot-worker.js',
  'cli/arena-worker.js': 'arena-worker.js',
  'coach/worker.js': 'analyze-worker.js',
};
const workersNamed = new Set();

/**
 * A module that finds its data files (boards, tiles, package.json) beside itself through
 * import.meta.url keeps finding them there: in the bundle, its import.meta.url becomes its own
 * dist/ file's address, worked out from the bundle file's, which sits in dist/app/. A worker's
 * address (WORKERS) becomes the bundled worker's, beside the bundle.
 */
const ownAddress = {
  name: 'own-address',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      if (!args.path.startsWith(dist + '/')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const own = `new URL(${JSON.stringify(relative(out, args.path).replace(/\\/g, '/'))}, import.meta.url).href`;
      const contents = source.replace(/new URL\((['"])\.\/([\w-]+\.js)\1, import\.meta\.url\)|import\.meta\.url/g, (whole, quote, file) => {
        if (!file) return own;
        const worker = relative(dist, join(dirname(args.path), file)).replace(/\\/g, '/');
        if (!WORKERS[worker]) return whole.replace('import.meta.url', own);
        workersNamed.add(worker);
        return `new URL(${JSON.stringify('./' + WORKERS[worker])}, import.meta.url)`;
      });
      return { contents, loader: 'js' };
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
 * - cli-cursor: Ink hides the cursor of the stream it draws on, and cli-cursor then has the process
 *   show the cursor again on its own stderr when it exits. Right for a screen on the process's own
 *   terminal; but the server's screens draw into SSH channels, and it wrote a cursor code to the
 *   server's stderr (its operator's terminal, or a log) when it stopped. Ours asks for that only
 *   when the stream is the process's own stdout or stderr.
 */
const STUBS = {
  'react-devtools-core': 'export default { initialize() {}, connectToDevTools() {} };',
  'is-in-ci': 'export default false;',
  'cli-cursor': [
    "import process from 'node:process'; import restoreCursor from 'restore-cursor';",
    'const own = (s) => s === process.stdout || s === process.stderr;',
    "export default { show(s = process.stderr) { if (s.isTTY) s.write('\\u001B[?25h'); },",
    "  hide(s = process.stderr) { if (!s.isTTY) return; if (own(s)) restoreCursor(); s.write('\\u001B[?25l'); } };",
  ].join('\n'),
};
/**
 * Node's own modules (node:fs, or plain fs from CommonJS packages) are taken from the `require`
 * the script is given, as the script can import nothing. An import gets a module of named
 * constants, so that the program refers to the functions it uses directly; a require() gets the
 * module object itself. (A CommonJS stand-in for both would make esbuild copy every export of
 * the module into a new object of getters at each import, a cost at every start.)
 */
const builtins = {
  name: 'builtins',
  setup(b) {
    const names = new Set(builtinModules);
    const load = createRequire(import.meta.url);
    b.onResolve({ filter: /^[a-z0-9_:/]+$/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      if (!names.has(name) && !names.has(name.split('/')[0])) return undefined;
      return { path: `node:${name}`, namespace: args.kind === 'require-call' ? 'builtin-cjs' : 'builtin-esm' };
    });
    // Not `require`, which esbuild would resolve again to this same module.
    b.onLoad({ filter: /.*/, namespace: 'builtin-cjs' }, (args) => ({
      contents: `module.exports = __hacienda_node(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
    b.onLoad({ filter: /.*/, namespace: 'builtin-esm' }, (args) => {
      const mod = load(args.path);
      // Accessors (process.stdin, fs.promises, ...) make what they give when first read; read
      // into a constant they would all be made at start, so they are left to `m` (the default).
      const exported = Object.keys(mod).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default' && 'value' in Object.getOwnPropertyDescriptor(mod, k));
      const lines = [`const m = __hacienda_node(${JSON.stringify(args.path)});`, 'export default m;', ...exported.map((k) => `export const ${k} = m.${k};`)];
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

/**
 * ssh2's optional native parts (the server, src/server): cpu-features (which picks the fastest
 * cipher for the CPU) and its own crypto binding (sshcrypto.node). ssh2 loads both inside
 * try/catch and uses its pure JavaScript paths (Node's crypto) without them, so in the bundle
 * each is a module that throws when loaded: the package stays free of native code.
 */
const NATIVE = /^(cpu-features|\.\/crypto\/build\/Release\/sshcrypto\.node)$/;
const nativeParts = {
  name: 'native-parts',
  setup(b) {
    b.onResolve({ filter: NATIVE }, (args) => ({ path: args.path, namespace: 'native' }));
    b.onLoad({ filter: /.*/, namespace: 'native' }, (args) => ({ contents: `throw new Error(${JSON.stringify(`${args.path}: not bundled`)});`, loader: 'js' }));
    // Two of its files ask for __dirname as CommonJS has it, which a script has not: Poly1305's
    // WebAssembly is embedded in its file (a data: address) and needs no folder, and the agent's
    // folder names a Windows helper (pageant) the server never starts.
    b.onLoad({ filter: /[\\/]ssh2[\\/]lib[\\/](agent|protocol[\\/]crypto[\\/]poly1305)\.js$/ }, (args) => ({
      contents: 'var __dirname = "", __filename = "";\n' + readFileSync(args.path, 'utf8'),
      loader: 'js',
    }));
    // It tells a session from a channel by its class's name, which minifying changes: in the
    // bundle every session closed with its connection would be taken for a channel (and the
    // server would fail on it). A session is the server's object without an `incoming` side.
    b.onLoad({ filter: /[\\/]ssh2[\\/]lib[\\/]utils\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const named = "channel.server && channel.constructor.name === 'Session'";
      if (!source.includes(named)) throw new Error(`${args.path}: ssh2 no longer tells a session by its name: update src/bundle/bundle.js`);
      return { contents: source.replace(named, 'channel.server && channel.incoming === undefined'), loader: 'js' };
    });
  },
};

const stubs = {
  name: 'stubs',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(STUBS).join('|')})$`);
    b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'stub' }));
    // A stub's own imports resolve from Ink's folder, as the package's would.
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({ contents: STUBS[args.path], loader: 'js', resolveDir: inkBuild }));
  },
};

/**
 * Three of Ink's modules are swapped for ours, which say why: its frame composer (build/output.js)
 * for frame-output.ts, its measureText (build/measure-text.js) for measure-text.ts, and the
 * widest-line it measures text with for widest-line.ts. The packages
 * ours import resolve from Ink's folder, as Ink's own imports do. string-width is swapped for
 * string-width.ts wherever it is imported (Ink and wrap-ansi each have a copy).
 */
const ours = {
  './output.js': join(parts, 'frame-output.js'),
  './measure-text.js': join(parts, 'measure-text.js'),
  'widest-line': join(parts, 'widest-line.js'),
};
const ourStringWidth = join(parts, 'string-width.js');
let stringWidthSwaps = 0;
const swapped = new Set();
// Ink's build folder, as esbuild resolves it (through links): where the packages ours import are
// found. Known before the build starts, as the program's list of replacements may reach ours first.
const inkBuild = dirname(realpathSync(createRequire(join(root, 'package.json')).resolve('ink')));
const ourInkParts = {
  name: 'our-ink-parts',
  setup(b) {
    b.onResolve({ filter: /^(\.\/output\.js|\.\/measure-text\.js|widest-line)$/ }, (args) => {
      if (args.pluginData === 'ours' || !/[\\/]ink[\\/]build$/.test(args.resolveDir)) return undefined;
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
 * Ink's sanitizeAnsi (build/sanitize-ansi.js) is kept, remembered and with our check in front of it
 * (sanitize-ansi.ts): a text of characters and SGR codes only, which it would give back unchanged,
 * is used as it is without being tokenized; any other goes through Ink's own.
 */
const ourSanitize = join(parts, 'sanitize-ansi.js');
const INK_SANITIZE_EXPORT = 'export default sanitizeAnsi;';
let sanitizeWrapped = false;
const sanitizeCheck = {
  name: 'sanitize-check',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]sanitize-ansi\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(INK_SANITIZE_EXPORT))
        throw new Error(`${args.path}: Ink's sanitizeAnsi is no longer its default export: update src/bundle/bundle.js`);
      sanitizeWrapped = true;
      const contents =
        `import { keptSanitized as __keptSanitized } from ${JSON.stringify(ourSanitize)};\n` +
        source.replace(INK_SANITIZE_EXPORT, 'export default __keptSanitized(sanitizeAnsi);');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Text packages that make an Intl.Segmenter when they load (ansi-tokenize, slice-ansi) get a
 * LazySegmenter (lazy-segmenter.ts) instead, made into a real one on first use:
 * the first segmenter of a process costs about 12 ms, and plain text never needs one.
 */
const lazySegmenter = join(parts, 'lazy-segmenter.js');
const segmenterFiles = new Set();
const lazySegmenters = {
  name: 'lazy-segmenters',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('new Intl.Segmenter(')) return undefined;
      if (!/^\s*(import|export)\b/m.test(source))
        throw new Error(`${args.path}: a CommonJS module that makes an Intl.Segmenter; teach src/bundle/bundle.js to make it lazy`);
      segmenterFiles.add(args.path);
      const contents =
        `import { LazySegmenter as __LazySegmenter } from ${JSON.stringify(lazySegmenter)};\n` +
        source.replaceAll('new Intl.Segmenter(', 'new __LazySegmenter(');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
for (const file of [...Object.values(ours), ourStringWidth, lazySegmenter, ourSanitize])
  if (!existsSync(file)) throw new Error(`${relative(root, file)} is missing: run node scripts/build.js first`);

/** What the three bundles share. NO_MINIFY=1 keeps names and lines readable, for profiling (node --cpu-prof). */
const common = { bundle: true, platform: 'node', target: 'node20', minify: !process.env.NO_MINIFY, legalComments: 'none', logLevel: 'warning' };

/**
 * The program hands back, besides its main and whenStarted, a function that loads our parts as
 * the bundle has them (by file name: frame-output, string-width, widest-line, lazy-segmenter), so
 * that the tests hold the code that ships against Ink's own (test/bundle/shipped.ts). The
 * imports are lazy: a start loads none of it (the screen's first frame does, through Ink).
 */
const REPLACEMENTS = {
  'frame-output': ours['./output.js'],
  'string-width': ourStringWidth,
  'widest-line': ours['widest-line'],
  'measure-text': ours['./measure-text.js'],
  'lazy-segmenter': lazySegmenter,
  'sanitize-ansi': ourSanitize,
};
const replacements = `async () => ({ ${Object.entries(REPLACEMENTS)
  .map(([name, file]) => `${JSON.stringify(name)}: await import(${JSON.stringify(file)})`)
  .join(', ')} })`;
const program = [
  `import { main } from ${JSON.stringify('./' + relative(dist, entry).replace(/\\/g, '/'))};`,
  `import { whenStarted } from './bundle/startup.js';`,
  `__hacienda_ready(main, whenStarted, ${replacements});`,
].join('\n');

rmSync(out, { recursive: true, force: true });
const result = await build({
  stdin: { contents: program, resolveDir: dist, sourcefile: 'program.js', loader: 'js' },
  outfile: join(out, 'program.js'),
  write: false,
  ...common,
  format: 'esm',
  // Yoga's loader fetches its embedded WebAssembly with fetch() when there is one; Node's fetch
  // takes 60-70 ms to load, so the loader is told there is none and decodes it directly.
  define: { 'process.env.NODE_ENV': '"production"', fetch: 'undefined', 'import.meta.url': '__hacienda_url' },
  plugins: [builtins, nativeParts, ourInkParts, ownAddress, stubs, lazySegmenters, sanitizeCheck],
});
const code = result.outputFiles[0].text;
// Anything left that only a module may say would fail when the program runs: fail here instead.
if (/\bimport\s*\(\s*[^)\s]/.test(code)) throw new Error('the bundle still has an import() esbuild could not resolve: the program script cannot load it');
const body = `(async function (require, __hacienda_url, __hacienda_ready) {\nconst __hacienda_node = require;\n${code}\n})`;
const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
// The header names the program's code caches (launch.ts reads it).
const script = `// hacienda program ${hash}\n${body}\n`;
new Script(script, { filename: 'program.js' });
// ASCII only (esbuild escapes the rest), so that launch.ts can read it as Latin-1: a plain copy,
// where reading UTF-8 checks and decodes every byte. (An unminified build keeps comments, which
// may not be ASCII; read as Latin-1 only those comments change.)
if (!process.env.NO_MINIFY && !/^[\x00-\x7f]*$/.test(script)) throw new Error('the program script is not ASCII: launch.ts reads it as Latin-1');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'program.js'), script);

/**
 * The help: the command line alone (dist/cli/main.js and commander), without the commands it
 * loads when they run, which help never runs. bin/hacienda.js answers --help, -h and `help` with
 * it (dist/app/help.cjs) instead of starting the whole program (a test compares the two answers).
 */
const noCommands = {
  name: 'no-commands',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, namespace: 'no-command' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'no-command' }, () => ({ contents: "throw new Error('the help runs no command: run the program');", loader: 'js' }));
  },
};
/**
 * The help needs the games' names and options (src/games/index.ts ABOUT_GAMES), not their rules:
 * our modules do nothing when they load but define things, so the help bundle may leave out
 * whatever it does not use (GAMES, and through it every game's rules, bots and screen).
 */
const sideEffectFree = {
  name: 'side-effect-free',
  setup(b) {
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'import-statement' || args.pluginData === 'resolved') return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolved' });
      return r.path.startsWith(dist + '/') ? { ...r, sideEffects: false } : r;
    });
  },
};
// CommonJS, so that bin loads it without starting Node's ES module loader.
await build({
  entryPoints: [entry],
  outfile: join(out, 'help.cjs'),
  ...common,
  format: 'cjs',
  define: { 'import.meta.url': '__hacienda_url' },
  banner: { js: "const __hacienda_url = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [noCommands, sideEffectFree, ownAddress],
});

// The worker threads (WORKERS), as ES modules beside the program: Node starts a worker from a
// file. What they share (the rules, the bots) is one chunk of its own, loaded by both.
await build({
  entryPoints: Object.fromEntries(Object.entries(WORKERS).map(([from, to]) => [to.replace(/\.js$/, ''), join(dist, from)])),
  outdir: out,
  ...common,
  format: 'esm',
  splitting: true,
  chunkNames: 'worker-shared-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [ownAddress],
});

// The launcher, as CommonJS for bin/hacienda.js (which is CommonJS to start sooner).
await build({
  entryPoints: [join(parts, 'launch.js')],
  outfile: join(out, 'launch.cjs'),
  ...common,
  format: 'cjs',
});
// A newer Ink that moved these would otherwise silently bring the slow ones back.
for (const path of Object.keys(ours))
  if (!swapped.has(path)) throw new Error(`Ink no longer imports '${path}' from its build folder: update the swap in src/bundle/bundle.js`);
for (const worker of Object.keys(WORKERS))
  if (!workersNamed.has(worker)) throw new Error(`the program no longer starts dist/${worker}: drop it from WORKERS in src/bundle/bundle.js`);
if (stringWidthSwaps === 0) throw new Error('nothing imports string-width any more: update the swap in src/bundle/bundle.js');
if (!sanitizeWrapped) throw new Error('Ink no longer loads build/sanitize-ansi.js: drop the sanitize-check plugin from src/bundle/bundle.js');
if (segmenterFiles.size === 0) throw new Error('no package makes an Intl.Segmenter any more: drop the lazy-segmenters plugin from src/bundle/bundle.js');
