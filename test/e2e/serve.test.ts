/**
 * `hacienda serve` end to end: the built binary serving on 127.0.0.1, the real OpenSSH client
 * connecting with keys made for the test, the screens in tmux. Two players meet in a room by its
 * code and pass turns, a spectator watches, a client is killed and its player takes the seat
 * back, the server is killed with SIGKILL and restarted and the game goes on to its end; every
 * byte each session received is checked against what its seat may see. And what is refused:
 * other commands, a shell, a login without a key, port forwarding, sftp.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, cleanEnv, haveTmux, type Term } from './tmux.js';
import { haveSsh, killServer, newKey, plainText, serve, sshRun, sshScreen, type Served } from '../server/ssh-client.js';

const ready = haveTmux() && haveSsh();
if (!ready) console.warn('serve e2e skipped: tmux or the OpenSSH client (ssh, ssh-keygen) is missing (.ci/run installs them)');

const home = mkdtempSync(join(tmpdir(), 'hacienda-serve-'));
const data = join(home, 'server');
const keys = { ana: '', ben: '', cat: '' };
let server: Served | null = null;
const servers: Served[] = [];
const terms: Term[] = [];

async function start(more: string[] = []): Promise<Served> {
  server = await serve(data, more);
  servers.push(server);
  return server;
}

function open(user: 'ana' | 'ben' | 'cat', command: string[] = []) {
  const s = sshScreen(server!.port, keys[user], user, command);
  terms.push(s.term);
  return s;
}

/** The lines of `name`'s hand on their own screen (the column beside the board). */
function handLines(screen: string, name: string): string[] {
  const lines = screen.split('\n');
  const i = lines.findIndex((l) => l.includes(`${name}'s hand`));
  if (i < 0) throw new Error(`no hand of ${name} on the screen:\n${screen}`);
  const col = lines[i]!.indexOf(`${name}'s hand`);
  return [lines[i + 1]!, lines[i + 2]!].map((l) => l.slice(col).trim()).filter((l) => /^(land|animal) /.test(l));
}

beforeAll(async () => {
  if (!ready) return;
  for (const name of Object.keys(keys) as (keyof typeof keys)[]) keys[name] = newKey(home, name);
  await start();
});

afterAll(async () => {
  for (const t of terms) if (alive(t)) t.kill();
  for (const s of servers) await killServer(s);
});

describe.skipIf(!ready)('hacienda serve', () => {
  it("serve - the first line says where it listens and the host key's SHA256 fingerprint; the key is kept with mode 0600", () => {
    const key = join(data, 'host_ed25519');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    const pub = spawnSync('ssh-keygen', ['-y', '-f', key], { encoding: 'utf8' }).stdout;
    const line = spawnSync('sh', ['-c', `printf '%s\\n' "$1" | ssh-keygen -lf -`, 'sh', pub.trim()], { encoding: 'utf8' }).stdout;
    const fp = /(SHA256:\S+)/.exec(line)![1]!;
    expect(server!.first).toBe(`listening on 127.0.0.1:${server!.port} (host key ${fp})`);
  });

  it('serve - help, new and list as commands; anything else is refused in one line with a non-zero status', () => {
    expect(sshRun(server!.port, keys.ana, 'ana', ['help'])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^hacienda server commands/) });
    const made = sshRun(server!.port, keys.cat, 'cat', ['new', '--players', '2', '--seat', 'human', '--seat', 'bot:easy', '--pace', '0']);
    expect(made.status).toBe(0);
    const code = made.stdout.split('\r\n')[0]!;
    expect(code).toMatch(/^[A-Z0-9]{5}$/);
    expect(sshRun(server!.port, keys.ana, 'ana', ['list']).stdout).toMatch(new RegExp(`^${code}  Classic Hacienda +2/2 seats  `, 'm'));
    expect(sshRun(server!.port, keys.cat, 'cat', ['games']).stdout).toContain(code);
    for (const command of [
      ['rm', '-rf', '/'],
      ['sh', '-c', 'id'],
      ['new', '--map', '/etc/passwd'],
      ['join', 'ZZZZZ'],
    ]) {
      const r = sshRun(server!.port, keys.ana, 'ana', command);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^hacienda: [^\n]+\r?\n$/);
    }
    // join and watch need a terminal (ssh -t).
    expect(sshRun(server!.port, keys.ana, 'ana', ['watch', code])).toMatchObject({ status: 2, stderr: expect.stringMatching(/needs a terminal/) });
  });

  it('serve - a login without a key is refused without --guests; a shell without a terminal, port forwarding and sftp are refused', () => {
    const nokey = sshRun(server!.port, null, 'eve', ['list'], ['-o', 'PasswordAuthentication=yes', '-o', 'KbdInteractiveAuthentication=yes']);
    expect(nokey.status).toBe(255);
    expect(nokey.stderr).toMatch(/Permission denied \(publickey\)/);
    const shell = sshRun(server!.port, keys.ana, 'ana', [], ['-T']);
    expect(shell).toMatchObject({ status: 2, stderr: expect.stringMatching(/needs a terminal/) });
    const sftp = sshRun(server!.port, keys.ana, 'ana', ['sftp'], ['-s']);
    expect(sftp.status).not.toBe(0);
    expect(sftp.stderr).toMatch(/subsystem request failed/);
    const remote = sshRun(server!.port, keys.ana, 'ana', [], ['-N', '-R', '0:127.0.0.1:9', '-o', 'ExitOnForwardFailure=yes']);
    expect(remote.status).toBe(255);
    expect(remote.stderr).toMatch(/remote port forwarding failed/i);
    const local = sshRun(server!.port, keys.ana, 'ana', [], ['-W', '127.0.0.1:9']);
    expect(local.status).toBe(255);
    expect(local.stderr).toMatch(/stdio forwarding failed|open failed/i);
  });

  it('serve - the screen is drawn at the client window and follows its resizes', async () => {
    const lobby = open('ana');
    const wide = await lobby.term.waitFor(/hacienda server: you are ana[\s\S]*q quit/);
    expect(wide.split('\n').some((l) => l.trimEnd().length > 60)).toBe(true);
    lobby.term.resize(60, 30);
    await lobby.term.waitUntil(() => {
      const lines = lobby.term.screen().split('\n');
      return lines.every((l) => l.trimEnd().length <= 60) && lines.some((l) => l.includes('q quit'));
    }, 'the lobby drawn again at 60 columns');
    lobby.term.send('q');
    await lobby.term.waitUntil(() => !alive(lobby.term), 'the session to end on q');
  });

  it('serve - --guests lets a login without a key in, as a guest', async () => {
    const open = await serve(join(home, 'guests'), ['--guests']);
    servers.push(open);
    const r = sshRun(open.port, null, 'eve', ['new', '--private']);
    expect(r.status).toBe(0);
    const code = r.stdout.trim();
    expect(code).toMatch(/^[A-Z0-9]{5}$/);
    // A guest's room is theirs for the connection only: the next connection is another guest.
    expect(sshRun(open.port, null, 'eve', ['games']).stdout).toBe('');
  });

  it('serve - two players meet by code and pass turns; a spectator sees the board and no hand; a killed client takes its seat back; after a SIGKILL and a restart the game goes on to its end; no session receives what its seat may not see', async () => {
    const made = sshRun(server!.port, keys.ana, 'ana', ['new', '--seed', 'serve-e2e', '--pace', '0']);
    const code = made.stdout.trim();
    expect(code).toMatch(/^[A-Z0-9]{5}$/);
    const ana = open('ana', ['join', code]);
    await ana.term.waitFor(new RegExp(`Room ${code}: waiting for one more player`));
    let ben = open('ben', ['join', code]);
    const first = await ana.term.waitFor(/HACIENDA .*(your turn|ben's turn)/);
    await ben.term.waitFor(/HACIENDA /);
    const [starter, other] = /your turn/.test(first.split('\n')[0]!) ? [ana, ben] : [ben, ana];
    // The starter ends the turn without acting: the other's screen draws its turn at once.
    starter.term.send('e');
    await starter.term.waitFor(/End your turn/);
    starter.term.send('y');
    await other.term.waitFor(/HACIENDA .*your turn/);
    await starter.term.waitFor(/HACIENDA .*(ana|ben)'s turn/);
    const anaHand = handLines(await ana.term.waitFor(/ana's hand/), 'ana');
    const benHand = handLines(await ben.term.waitFor(/ben's hand/), 'ben');
    expect(anaHand.length).toBeGreaterThan(0);

    const cat = open('cat', ['watch', code]);
    const watched = await cat.term.waitFor(/HACIENDA .*'s turn/);
    expect(watched).toMatch(/hands are hidden/);
    expect(watched).not.toMatch(/'s hand/);
    expect(watched).toMatch(/ended the turn/);

    // Ben's client dies; he takes his seat back from a new connection with his key.
    const benWasStarter = starter === ben;
    ben.term.kill();
    ben = open('ben', ['join', code]);
    const back = await ben.term.waitFor(/ben's hand/);
    expect(handLines(back, 'ben')).toEqual(benHand);

    // The server dies with SIGKILL; restarted on the same folder, the room is where it was.
    await killServer(server!);
    await ana.term.waitUntil(() => !alive(ana.term), "ana's client to end with the server");
    await start();
    expect(sshRun(server!.port, keys.cat, 'cat', ['list']).stdout).toMatch(new RegExp(`^${code}  Classic Hacienda +2/2 seats  (ana|ben)'s turn`, 'm'));
    const last = benWasStarter ? 'ana' : 'ben';
    const toAct = open(last, ['join', code]);
    await toAct.term.waitFor(/HACIENDA .*your turn/);
    // A round without an action ends the game (the stall rule): the final scoring, then game over.
    toAct.term.send('e');
    await toAct.term.waitFor(/End your turn/);
    toAct.term.send('y');
    await toAct.term.waitFor(/final scoring|Game over/i);
    const record = join(data, 'rooms', `${code}.json`);
    const v = spawnSync(process.execPath, [BIN, 'validate', record], { encoding: 'utf8', env: cleanEnv() });
    expect(v.stdout).toMatch(/sound \(2 actions, finished\)/);

    // Hidden information: each session's bytes name its own hand, never the other's; the spectator's neither.
    await sleepUntilFlushed();
    const seen = (s: { bytes: string }) => plainText(readFileSync(s.bytes, 'utf8'));
    const anaSaw = seen(ana) + (last === 'ana' ? seen(toAct) : '');
    const benSaw = seen(ben) + (last === 'ben' ? seen(toAct) : '');
    const catSaw = seen(cat);
    for (const l of anaHand) expect(anaSaw).toContain(l);
    for (const l of benHand) {
      expect(anaSaw).not.toContain(l);
      expect(catSaw).not.toContain(l);
    }
    for (const l of anaHand) {
      expect(catSaw).not.toContain(l);
      if (!benHand.includes(l)) expect(benSaw).not.toContain(l);
    }
    expect(anaSaw).not.toContain("ben's hand");
    expect(catSaw).not.toMatch(/(ana|ben)'s hand/);
  });

  it("serve - a card drawn from the deck is named on its drawer's screen only: the other player's and a spectator's bytes never hold it", async () => {
    const code = sshRun(server!.port, keys.ana, 'ana', ['new', '--seed', 'serve-drawn', '--pace', '0']).stdout.trim();
    const ana = open('ana', ['join', code]);
    await ana.term.waitFor(/waiting for one more player/);
    const ben = open('ben', ['join', code]);
    const first = await ana.term.waitFor(/HACIENDA .*(your turn|ben's turn)/);
    const cat = open('cat', ['watch', code]);
    await cat.term.waitFor(/HACIENDA /);
    const [drawer, other] = /your turn/.test(first.split('\n')[0]!) ? [ana, ben] : [ben, ana];
    drawer.term.send('b');
    await drawer.term.waitFor(/Buy a card/);
    drawer.term.send('1');
    const drawn = /bought the top land card \((\w+)\)/.exec(await drawer.term.waitFor(/bought the top land card \(\w+\)/))![1]!;
    await other.term.waitFor(/bought the top land card for 2 pesos/);
    await cat.term.waitFor(/bought the top land card for 2 pesos/);
    await sleepUntilFlushed();
    const seen = (s: { bytes: string }) => plainText(readFileSync(s.bytes, 'utf8'));
    expect(seen(drawer)).toContain(`bought the top land card (${drawn})`);
    for (const s of [other, cat]) {
      expect(seen(s)).toContain('bought the top land card for 2 pesos');
      expect(seen(s)).not.toMatch(/bought the top land card \(/);
    }
  });
});

function alive(t: Term): boolean {
  try {
    t.screen();
    return true;
  } catch {
    return false;
  }
}

function sleepUntilFlushed(): Promise<void> {
  return new Promise((r) => setTimeout(r, 300));
}
