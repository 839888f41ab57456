#!/usr/bin/env node
// The `hacienda` command. The code lives in dist/ (built from src/ by `npm run build`).
import { main } from '../dist/cli/main.js';

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
