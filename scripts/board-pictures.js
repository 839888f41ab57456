// The board's pictures in docs/tui.md, made from a real screen: the built program (`npm run build`
// first) in a tmux terminal, a move of the person's and a bot's turn played by keys, the screen read
// with `capture-pane` (with `-e` for its colours). Each picture is written as text into docs/tui.md
// (between its `<!-- picture NAME -->` and `<!-- /picture -->` lines) and, in colour, as an SVG in
// docs/pictures/, drawn cell by cell from the captured escape codes. Run it again after a change to
// the screen: `node scripts/board-pictures.js`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'bin/hacienda.js');
const socket = `hacienda-pictures-${process.pid}`;
const env = { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
for (const k of ['CI', 'CONTINUOUS_INTEGRATION', 'TMUX', 'NO_COLOR', 'FORCE_COLOR']) delete env[k];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const tmux = (...args) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8', env });

/**
 * The pictures: a game, a terminal size (the detailed zoom shows itself where it fits), and the
 * keys that make the position (the person's move, then the turn ended so that the bot plays).
 */
const PICTURES = [
  { name: 'classic-compact', args: ['--yes', '--seed', 'pictures'], cols: 100, rows: 30, keys: ['p', '1', 'Enter', 'e', 'y'] },
  { name: 'classic-detailed', args: ['--yes', '--seed', 'pictures'], cols: 130, rows: 40, keys: ['p', '1', 'Enter', 'e', 'y'] },
  { name: '2026-compact', args: ['--rules', '2026', '--yes', '--seed', 'pictures'], cols: 100, rows: 30, keys: ['t', '1', 't', '1', 't', '1'] },
  { name: '2026-detailed', args: ['--rules', '2026', '--yes', '--seed', 'pictures'], cols: 130, rows: 48, keys: ['t', '1', 't', '1', 't', '1'] },
];

/** Waits until the screen shows `pattern` and has settled. */
async function waitFor(pattern, ms = 20000) {
  const until = Date.now() + ms;
  let last = '';
  while (Date.now() < until) {
    last = tmux('capture-pane', '-p', '-t', 'main:0');
    if (pattern.test(last)) {
      await sleep(300);
      if (tmux('capture-pane', '-p', '-t', 'main:0') === last) return last;
    }
    await sleep(100);
  }
  throw new Error(`board-pictures: timed out waiting for ${pattern}; the screen was:\n${last}`);
}

/** One picture, in colour or without: the plain text and the text with its escape codes. */
async function capture(p, colour) {
  const home = mkdtempSync(join(tmpdir(), 'hacienda-pictures-'));
  const vars = colour ? `COLORTERM=truecolor TERM=xterm-256color` : `NO_COLOR=1`;
  const cmd = `env HACIENDA_HOME=${home} ${vars} ${process.execPath} ${bin} ${p.args.join(' ')} --bot-delay 0 --no-mouse; sleep 600`;
  tmux('-f', '/dev/null', '-u', 'new-session', '-d', '-s', 'main', '-x', String(p.cols), '-y', String(p.rows), cmd);
  try {
    await waitFor(/your turn/);
    for (const k of p.keys) {
      tmux('send-keys', '-t', 'main:0', k);
      await sleep(400);
    }
    // The bot has played and it is the person's turn again: the bot's spaces are marked.
    await waitFor(/round 2 .*your turn, 3 actions left/);
    await sleep(500);
    return { text: tmux('capture-pane', '-p', '-t', 'main:0').trimEnd(), styled: tmux('capture-pane', '-p', '-e', '-t', 'main:0') };
  } finally {
    tmux('kill-server');
    rmSync(home, { recursive: true, force: true });
  }
}

// The 16 colours as xterm draws them, and the 256-colour cube and greys.
const BASE = ['#000000', '#cd0000', '#00cd00', '#cdcd00', '#0000ee', '#cd00cd', '#00cdcd', '#e5e5e5'];
const BRIGHT = ['#7f7f7f', '#ff0000', '#00ff00', '#ffff00', '#5c5cff', '#ff00ff', '#00ffff', '#ffffff'];
function xterm256(n) {
  if (n < 8) return BASE[n];
  if (n < 16) return BRIGHT[n - 8];
  if (n >= 232) {
    const v = (8 + 10 * (n - 232)).toString(16).padStart(2, '0');
    return `#${v}${v}${v}`;
  }
  const c = n - 16;
  const level = (x) => (x === 0 ? 0 : 55 + 40 * x).toString(16).padStart(2, '0');
  return `#${level(Math.floor(c / 36))}${level(Math.floor(c / 6) % 6)}${level(c % 6)}`;
}
const rgb = (r, g, b) => `#${[r, g, b].map((x) => Number(x).toString(16).padStart(2, '0')).join('')}`;

/** The captured screen as cells: each character with its colours and attributes. */
function cells(styled) {
  const rows = [];
  let st = {};
  for (const line of styled.replace(/\n$/, '').split('\n')) {
    const row = [];
    for (const m of line.matchAll(/\x1b\[([0-9;:]*)m|([^\x1b])/gu)) {
      if (m[2] !== undefined) {
        row.push({ ch: m[2], ...st });
        continue;
      }
      const ps = (m[1] || '0').split(/[;:]/).map(Number);
      for (let i = 0; i < ps.length; i++) {
        const p = ps[i];
        if (p === 0) st = {};
        else if (p === 1) st = { ...st, bold: true };
        else if (p === 2) st = { ...st, dim: true };
        else if (p === 4) st = { ...st, underline: true };
        else if (p === 7) st = { ...st, inverse: true };
        else if (p === 22) st = { ...st, bold: false, dim: false };
        else if (p === 24) st = { ...st, underline: false };
        else if (p === 27) st = { ...st, inverse: false };
        else if (p >= 30 && p <= 37) st = { ...st, fg: BASE[p - 30] };
        else if (p >= 90 && p <= 97) st = { ...st, fg: BRIGHT[p - 90] };
        else if (p >= 40 && p <= 47) st = { ...st, bg: BASE[p - 40] };
        else if (p >= 100 && p <= 107) st = { ...st, bg: BRIGHT[p - 100] };
        else if (p === 39) st = { ...st, fg: undefined };
        else if (p === 49) st = { ...st, bg: undefined };
        else if ((p === 38 || p === 48) && ps[i + 1] === 5) {
          st = { ...st, [p === 38 ? 'fg' : 'bg']: xterm256(ps[i + 2]) };
          i += 2;
        } else if ((p === 38 || p === 48) && ps[i + 1] === 2) {
          st = { ...st, [p === 38 ? 'fg' : 'bg']: rgb(ps[i + 2], ps[i + 3], ps[i + 4]) };
          i += 4;
        }
      }
    }
    rows.push(row);
  }
  return rows;
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The screen as an SVG: a dark terminal, a monospace cell per character. */
function svg(styled, cols, rows) {
  const W = 8.4;
  const H = 17;
  const FG = '#d0d0d0';
  const BG = '#1c1c1c';
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(cols * W + 16)}" height="${rows * H + 16}" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14">`,
    `<rect width="100%" height="100%" fill="${BG}"/>`,
  ];
  cells(styled).forEach((row, y) => {
    const py = 8 + y * H;
    // Runs of one look: a background rectangle, and the text over it (each character placed, so
    // the columns hold whatever the font).
    const looks = row.map((c) => {
      let fg = c.fg ?? FG;
      let bg = c.bg;
      if (c.inverse) [fg, bg] = [bg ?? BG, fg];
      return {
        ch: c.ch,
        fg,
        bg,
        attrs: `${c.bold ? ' font-weight="bold"' : ''}${c.dim ? ' opacity="0.6"' : ''}${c.underline ? ' text-decoration="underline"' : ''}`,
      };
    });
    for (let x = 0; x < looks.length;) {
      const l = looks[x];
      let end = x + 1;
      while (end < looks.length && looks[end].fg === l.fg && looks[end].bg === l.bg && looks[end].attrs === l.attrs) end++;
      const px = (i) => (8 + i * W).toFixed(1);
      if (l.bg) out.push(`<rect x="${px(x)}" y="${py}" width="${((end - x) * W + 0.4).toFixed(1)}" height="${H}" fill="${l.bg}"/>`);
      const text = looks
        .slice(x, end)
        .map((c) => c.ch)
        .join('');
      if (text.trim() || l.attrs.includes('underline')) {
        const xs = Array.from({ length: end - x }, (_, i) => px(x + i)).join(' ');
        out.push(`<text x="${xs}" y="${py + 13}" fill="${l.fg}"${l.attrs} xml:space="preserve">${escapeXml(text)}</text>`);
      }
      x = end;
    }
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}

const doc = join(root, 'docs/tui.md');
let text = readFileSync(doc, 'utf8');
mkdirSync(join(root, 'docs/pictures'), { recursive: true });
for (const p of PICTURES) {
  const plain = await capture(p, false);
  const colour = await capture(p, true);
  writeFileSync(join(root, 'docs/pictures', `${p.name}.svg`), svg(colour.styled, p.cols, p.rows));
  const block = new RegExp(`(<!-- picture ${p.name} -->\\n)[\\s\\S]*?(<!-- /picture -->)`);
  if (!block.test(text)) throw new Error(`board-pictures: docs/tui.md has no <!-- picture ${p.name} --> block`);
  text = text.replace(block, (_, open, close) => `${open}\n\`\`\`\n${plain.text}\n\`\`\`\n\n${close}`);
  console.log(`${p.name}: ${p.cols}x${p.rows}, docs/pictures/${p.name}.svg`);
}
writeFileSync(doc, text);
