#!/usr/bin/env node
// The `hacienda` command. The code lives in dist/ (built from src/ by `npm run build`): the whole
// program in one script, dist/app/program.js, started by dist/cli/launch.js with V8's code cache.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // The most common quick question answers without loading the program at all.
  process.stdout.write(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version + '\n');
} else {
  const { launch } = await import('../dist/cli/launch.js');
  launch(fileURLToPath(new URL('../dist/app/program.js', import.meta.url)), process.argv).then(
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
