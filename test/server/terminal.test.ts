import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { channelTerminal, clampSize, lineEnds, rateLimiter } from '../../src/server/terminal.js';

describe('channel terminal', () => {
  it('terminal - window sizes are clamped to what the screen supports', () => {
    expect(clampSize(100_000, 3)).toEqual({ columns: 400, rows: 8 });
    expect(clampSize(0, -5)).toEqual({ columns: 80, rows: 24 });
    expect(clampSize(120.7, 40)).toEqual({ columns: 120, rows: 40 });
  });

  it('terminal - line ends are written \\r\\n', () => {
    expect(lineEnds('a\nb\r\nc')).toBe('a\r\nb\r\nc');
  });

  it('terminal - input beyond the rate is dropped, and allowed again as time passes', () => {
    let t = 0;
    const allow = rateLimiter(100, () => t);
    expect(allow(60)).toBe(true);
    expect(allow(60)).toBe(false);
    t = 1000;
    expect(allow(100)).toBe(true);
  });

  it('terminal - a window change is a resize of the output; keys reach the input', async () => {
    const channel = new PassThrough();
    const written: string[] = [];
    const term = channelTerminal(
      Object.assign(channel, {
        write: (c: string) => {
          written.push(c);
          return true;
        },
      }),
      90,
      30,
    );
    expect([term.stdout.columns, term.stdout.rows, term.stdin.isTTY]).toEqual([90, 30, true]);
    // Before anything clears the screen, the copy of it knows nothing: what is written goes as it is.
    term.stdout.write('x\ny');
    expect(written).toEqual(['x\r\ny']);
    let resized = 0;
    term.stdout.on('resize', () => resized++);
    term.resize(100, 40);
    term.resize(100, 40);
    expect([term.stdout.columns, term.stdout.rows, resized]).toEqual([100, 40, 1]);
    const got = new Promise<string>((r) => term.stdin.once('data', (d: Buffer) => r(d.toString())));
    channel.emit('data', Buffer.from('q'));
    expect(await got).toBe('q');
  });

  it("terminal - a channel that fails while a frame is sent ends that screen's output, not the server", async () => {
    const channel = Object.assign(new PassThrough(), {
      write: (c: string) => {
        if (c.includes('boom')) throw new Error('the channel is gone');
        return true;
      },
    });
    const term = channelTerminal(channel, 20, 6);
    term.stdout.write('\x1b[H\x1b[2J');
    const failed = new Promise<Error>((r) => term.stdout.once('error', r));
    // A frame on a known screen is sent once the code that drew it is done (a microtask later).
    term.stdout.write('boom\n');
    expect((await failed).message).toBe('the channel is gone');
    expect(term.stdout.destroyed).toBe(true);
  });
});
