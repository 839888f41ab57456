// A package registry of our own on 127.0.0.1 (verdaccio), for trying the package as `npx hacienda`
// meets it: scripts/pack-check.js (CI) and scripts/bench-package.js publish to it and install
// from it. Verdaccio is installed in a folder of its own when first needed, not as a project
// dependency: it is some 330 packages that only these two scripts use.
//
// Why these versions: verdaccio 6.8.0, with its node-fetch held at 2.7.0, is known to install and
// run on Node 20.
/* global fetch */ // Node 20 has it; the lint config lists only the globals the program uses.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const VERDACCIO = '6.8.0';
const OVERRIDES = { 'node-fetch': '2.7.0' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Installs verdaccio into `dir` unless it is there already (from the registry npm is set up with). */
export function installVerdaccio(dir, log = console.log) {
  const installed = join(dir, 'node_modules', 'verdaccio', 'package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === VERDACCIO) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'hacienda-local-registry', private: true, dependencies: { verdaccio: VERDACCIO }, overrides: OVERRIDES }),
  );
  log(`local registry: installing verdaccio ${VERDACCIO} in ${dir}`);
  // The registry npm is set up with, not a local one the caller may have in its environment.
  const env = { ...process.env };
  delete env.npm_config_registry;
  execFileSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** A port free on 127.0.0.1 now (the system's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The registry's configuration: anyone reads, a registered user publishes. With `uplink` (a
 * registry's address), the packages it does not hold come from there (and are kept: asked
 * again after an hour, not at each install), except hacienda, which must be the one published here; without one it serves only what was published to it, so an
 * install that needs anything else fails.
 */
function config(uplink) {
  const lines = [
    'storage: ./storage',
    'auth:',
    '  htpasswd:',
    '    file: ./htpasswd',
    '    max_users: 10',
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: warn }',
  ];
  if (uplink) lines.push('uplinks:', '  upstream:', `    url: ${JSON.stringify(uplink)}`, '    timeout: 60s', '    maxage: 60m');
  lines.push('packages:', "  'hacienda':", '    access: $all', '    publish: $authenticated', "  '**':", '    access: $all', '    publish: $authenticated');
  if (uplink) lines.push('    proxy: upstream');
  return lines.join('\n') + '\n';
}

/** The registry npm is set up with here (the uplink of a registry that proxies). */
export function npmRegistry() {
  const env = { ...process.env };
  delete env.npm_config_registry;
  return execFileSync(npm, ['config', 'get', 'registry'], { env, encoding: 'utf8' }).trim();
}

/**
 * Starts verdaccio (installed in `verdaccioDir`) with its storage and configuration in `dir`, on
 * a free port of 127.0.0.1, and registers a user to publish with (once for a folder: started again
 * on the same folder, it serves what it stored before). Resolves when it answers, to
 * `{ url, npmrc, publish(tarball, tag?), stop() }`; `npmrc` is a user configuration that points npm
 * at it with the user's token. stop() ends it (safe to call twice), resolving once it has ended;
 * the end of this process ends it too, however it ends short of a kill.
 */
export async function startRegistry({ dir, verdaccioDir, uplink = '', log = console.log }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'config.yaml'), config(uplink));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const out = createWriteStream(join(dir, 'verdaccio.log'));
  const bin = join(verdaccioDir, 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  const child = spawn(process.execPath, [bin, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.on('exit', () => (exited = true));
  /** Ends it; resolves once it has ended. */
  const stop = () => {
    if (!exited) child.kill('SIGTERM');
    return ended;
  };
  process.once('exit', stop);
  const logText = () => (existsSync(join(dir, 'verdaccio.log')) ? readFileSync(join(dir, 'verdaccio.log'), 'utf8') : '');
  try {
    // It answers its ping within seconds; a minute is a failure to start.
    const until = Date.now() + 60_000;
    for (;;) {
      if (exited) throw new Error(`verdaccio ended before it answered:\n${logText()}`);
      if (Date.now() > until) throw new Error(`verdaccio did not answer on ${url} within a minute:\n${logText()}`);
      try {
        if ((await fetch(`${url}-/ping`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    // The user that publishes: verdaccio registers one on its first login and answers its token,
    // which stays good for a registry started again on the same storage (the bench does).
    const tokenFile = join(dir, 'token');
    if (!existsSync(tokenFile)) {
      const user = 'hacienda-ci';
      const res = await fetch(`${url}-/user/org.couchdb.user:${user}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: user, password: 'local-only-password', type: 'user', roles: [] }),
      });
      const { token } = await res.json();
      if (!res.ok || !token) throw new Error(`verdaccio registered no user (${res.status})`);
      writeFileSync(tokenFile, token);
    }
    const token = readFileSync(tokenFile, 'utf8');
    const npmrc = join(dir, 'npmrc');
    writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    log(
      `local registry: verdaccio ${VERDACCIO} on ${url}${uplink ? ' (other packages from the usual registry)' : ' (only what was published to it or stored before)'}`,
    );
    const publish = (tarball, tag = 'latest') =>
      execFileSync(npm, ['publish', tarball, '--tag', tag, '--registry', url, '--userconfig', npmrc, '--no-provenance', '--loglevel=error'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    return { url, npmrc, publish, stop, log: logText };
  } catch (err) {
    stop();
    throw err;
  }
}
