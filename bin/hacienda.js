#!/usr/bin/env node
// The `hacienda` command. The code lives in dist/ (built from src/ by `npm run build`): the whole
// program in one script, dist/app/program.js, started by launch (src/bundle/launch.ts, bundled as
// dist/app/launch.cjs) with V8's code cache; and the command line alone, for help.
//
// This file is CommonJS (bin/package.json says so): Node starts a CommonJS file without setting
// up its ES module loader, a few milliseconds sooner on every command.
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const args = process.argv.slice(2);
const isHelp = (a) => a === '--help' || a === '-h';
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // The most common quick question answers without loading the program at all.
  process.stdout.write(JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version + '\n');
} else {
  // Help (hacienda --help, help [command], <command> --help) comes from the command line alone,
  // dist/app/help.cjs; everything else from the whole program, started with its code cache.
  const help = args[0] === 'help' || (args.length === 1 && isHelp(args[0])) || (args.length === 2 && /^[a-z]+$/.test(args[0]) && isHelp(args[1]));
  const run = help
    ? require('../dist/app/help.cjs').main(process.argv)
    : require('../dist/app/launch.cjs').launch(join(__dirname, '..', 'dist', 'app', 'program.js'), process.argv);
  run.then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      // Last resort: commands catch their own errors; this only guards against a programming slip.
      process.stderr.write(`hacienda: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 70;
    },
  );
}
