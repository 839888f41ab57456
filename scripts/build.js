// Builds dist/: compiles src/ with tsc, then copies the data files (boards) beside the code
// that reads them, so the same relative paths work from src/ (tests) and dist/ (the binary).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

const DATA = /\.(map|json)$/;
function copyData(from, to) {
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (statSync(src).isDirectory()) copyData(src, join(to, name));
    else if (DATA.test(name)) {
      mkdirSync(to, { recursive: true });
      cpSync(src, join(to, name));
    }
  }
}
copyData(join(root, 'src'), join(root, 'dist'));
