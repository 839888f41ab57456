import { describe, expect, it } from 'vitest';
import { chalkAt, colourLevel, withBackground, withInk } from '../../src/text/colour.js';

describe('colour', () => {
  it('colour - a terminal gets colour; output that is not a terminal gets none', () => {
    expect(colourLevel({ env: {}, isTTY: true })).toBe(1);
    expect(colourLevel({ env: {}, isTTY: false })).toBe(0);
    expect(colourLevel({ env: {} })).toBe(0);
  });

  it('colour - --no-color wins over everything, FORCE_COLOR too', () => {
    expect(colourLevel({ noColor: true, env: {}, isTTY: true })).toBe(0);
    expect(colourLevel({ noColor: true, env: { FORCE_COLOR: '3' }, isTTY: true })).toBe(0);
    expect(colourLevel({ noColor: true, env: { FORCE_COLOR: '1', COLORTERM: 'truecolor' }, isTTY: true })).toBe(0);
  });

  it('colour - FORCE_COLOR turns colour on off a terminal and over NO_COLOR and TERM=dumb; 0 and false turn it off', () => {
    expect(colourLevel({ env: { FORCE_COLOR: '1' }, isTTY: false })).toBe(1);
    expect(colourLevel({ env: { FORCE_COLOR: '' }, isTTY: false })).toBe(1);
    expect(colourLevel({ env: { FORCE_COLOR: 'true' }, isTTY: false })).toBe(1);
    expect(colourLevel({ env: { FORCE_COLOR: '1', NO_COLOR: '1' }, isTTY: false })).toBe(1);
    expect(colourLevel({ env: { FORCE_COLOR: '1', TERM: 'dumb' }, isTTY: false })).toBe(1);
    expect(colourLevel({ env: { FORCE_COLOR: '0' }, isTTY: true })).toBe(0);
    expect(colourLevel({ env: { FORCE_COLOR: 'false' }, isTTY: true })).toBe(0);
  });

  it('colour - FORCE_COLOR=2 or 3 asks for at least 256 colours or true colour; the terminal may say more', () => {
    expect(colourLevel({ env: { FORCE_COLOR: '2' }, isTTY: false })).toBe(2);
    expect(colourLevel({ env: { FORCE_COLOR: '3' }, isTTY: false })).toBe(3);
    expect(colourLevel({ env: { FORCE_COLOR: '7' }, isTTY: false })).toBe(1);
    expect(colourLevel({ env: { FORCE_COLOR: '1', COLORTERM: 'truecolor' }, isTTY: false })).toBe(3);
    expect(colourLevel({ env: { FORCE_COLOR: '3', TERM: 'xterm-256color' }, isTTY: false })).toBe(3);
  });

  it('colour - NO_COLOR (not empty) turns colour off; empty, it is not set', () => {
    expect(colourLevel({ env: { NO_COLOR: '1' }, isTTY: true })).toBe(0);
    expect(colourLevel({ env: { NO_COLOR: '1', COLORTERM: 'truecolor' }, isTTY: true })).toBe(0);
    expect(colourLevel({ env: { NO_COLOR: '' }, isTTY: true })).toBe(1);
  });

  it('colour - TERM=dumb has no colour, even on a terminal', () => {
    expect(colourLevel({ env: { TERM: 'dumb' }, isTTY: true })).toBe(0);
    expect(colourLevel({ env: { TERM: 'dumb', COLORTERM: 'truecolor' }, isTTY: true })).toBe(0);
  });

  it('colour - the terminal says how many colours: 256 from TERM, true colour from COLORTERM and the terminals that have it', () => {
    const on = (env: NodeJS.ProcessEnv) => colourLevel({ env, isTTY: true });
    expect(on({ TERM: 'xterm' })).toBe(1);
    expect(on({ TERM: 'screen' })).toBe(1);
    expect(on({ TERM: 'linux' })).toBe(1);
    expect(on({ TERM: 'xterm-256color' })).toBe(2);
    expect(on({ TERM: 'tmux-256color' })).toBe(2);
    expect(on({ TERM: 'xterm-256' })).toBe(2);
    expect(on({ TERM: 'xterm-256color', COLORTERM: 'truecolor' })).toBe(3);
    expect(on({ TERM: 'xterm', COLORTERM: '24bit' })).toBe(3);
    expect(on({ TERM: 'xterm', COLORTERM: 'yes' })).toBe(1);
    expect(on({ TERM: 'xterm-kitty' })).toBe(3);
    expect(on({ TERM: 'xterm-ghostty' })).toBe(3);
    expect(on({ TERM: 'wezterm' })).toBe(3);
    expect(on({ TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.5.0' })).toBe(3);
    expect(on({ TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '2.9' })).toBe(2);
    expect(on({ TERM_PROGRAM: 'Apple_Terminal' })).toBe(2);
  });

  it('colour - one chalk per level, at that level', () => {
    for (const level of [0, 1, 2, 3] as const) {
      expect(chalkAt(level).level).toBe(level);
      expect(chalkAt(level)).toBe(chalkAt(level));
    }
    expect(chalkAt(0).red('x')).toBe('x');
  });

  it("colour - a named colour is the terminal's own with 16 colours, a tone of ours with 256 and true colour", () => {
    expect(withInk(chalkAt(1), 'brightGreen')('x')).toBe('\x1b[92mx\x1b[39m');
    expect(withBackground(chalkAt(1), 'gray')('x')).toBe('\x1b[100mx\x1b[49m');
    expect(withBackground(chalkAt(1), 'brightCyan')('x')).toBe('\x1b[106mx\x1b[49m');
    expect(withInk(chalkAt(2), 'brightWhite')('x')).toBe('\x1b[38;5;231mx\x1b[39m');
    expect(withInk(chalkAt(3), 'brightWhite')('x')).toBe('\x1b[38;2;255;255;255mx\x1b[39m');
    expect(withBackground(chalkAt(3), 'black')('x')).toBe('\x1b[48;2;0;0;0mx\x1b[49m');
  });
});
