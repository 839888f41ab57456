#!/usr/bin/env node
// The `hacienda` command. The code lives in dist/ (built from src/ by `npm run build`).
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // The most common quick question answers without loading the program at all.
  process.stdout.write(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version + '\n');
} else {
  // Node 22.1 and later can keep the compiled program between runs (in the system's temporary
  // folder), which starts the screen sooner; Node 20 has no such cache and skips this.
  nodeModule.enableCompileCache?.();
  const { main } = await import('../dist/app/main.js');
  main(process.argv).then(
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
