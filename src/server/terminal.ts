/**
 * An SSH channel as a terminal for the screen (run.ts's GuestTerminal): Ink wants an input stream
 * with `isTTY` and `setRawMode`, and an output stream with `columns`, `rows` and a `resize` event
 * (it reflows only on that event, so each window-change request becomes one). The server has no
 * pseudo-terminal of its own (an sshd's would turn `\n` into `\r\n`) and the client's is raw,
 * so every line end is written `\r\n` (`lineEnds`), on the screen as in a command's answer.
 *
 * Window sizes are clamped to what the screen supports; keys are rate limited (a client that
 * floods input loses what is beyond the limit, and the server's other screens do not wait).
 */
import { PassThrough, Writable } from 'node:stream';

/** The smallest and largest window the screen is drawn for. */
export const MIN_COLUMNS = 20;
export const MAX_COLUMNS = 400;
export const MIN_ROWS = 8;
export const MAX_ROWS = 200;
/** Input a client may send: bytes per second, with a burst of as much (a paste, arrows held). */
export const INPUT_BYTES_PER_SECOND = 2048;

export function clampSize(columns: number, rows: number): { columns: number; rows: number } {
  const clamp = (n: number, min: number, max: number, dflt: number) => (Number.isFinite(n) && n > 0 ? Math.min(max, Math.max(min, Math.floor(n))) : dflt);
  return { columns: clamp(columns, MIN_COLUMNS, MAX_COLUMNS, 80), rows: clamp(rows, MIN_ROWS, MAX_ROWS, 24) };
}

/** `\n` as `\r\n`, for a channel without a pseudo-terminal. */
export function lineEnds(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** A token bucket: whether `bytes` more may pass now. */
export function rateLimiter(perSecond: number, now: () => number = () => performance.now()): (bytes: number) => boolean {
  let tokens = perSecond;
  let last = now();
  return (bytes) => {
    const t = now();
    tokens = Math.min(perSecond, tokens + ((t - last) / 1000) * perSecond);
    last = t;
    if (bytes > tokens) return false;
    tokens -= bytes;
    return true;
  };
}

/** The keys of a channel, as Ink reads a terminal's. */
class ChannelInput extends PassThrough {
  readonly isTTY = true;
  isRaw = false;
  setRawMode(on: boolean): this {
    this.isRaw = on;
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

/** The channel's screen, as Ink draws a terminal's. */
class ChannelOutput extends Writable {
  readonly isTTY = true;
  columns: number;
  rows: number;

  constructor(
    private readonly channel: NodeJS.WritableStream,
    size: { columns: number; rows: number },
  ) {
    super({ decodeStrings: false });
    this.columns = size.columns;
    this.rows = size.rows;
  }

  override _write(chunk: string | Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    // Backpressure: a slow client's frames wait here, and Ink (60 fps at most) draws no faster.
    // The server has no pseudo-terminal of its own to turn `\n` into `\r\n` (the client's is raw).
    const text = lineEnds(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    if (this.channel.write(text)) done();
    else this.channel.once('drain', () => done());
  }

  getColorDepth(): number {
    return 8;
  }

  hasColors(): boolean {
    return true;
  }
}

export interface ChannelTerminal {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  /** The client's window changed (clamped). */
  resize(columns: number, rows: number): void;
  /** The channel closed: the screen ends. */
  end(): void;
}

/** A terminal on `channel` (a pseudo-terminal's session channel) at the client's window size. */
export function channelTerminal(channel: NodeJS.ReadWriteStream, columns: number, rows: number, limit = rateLimiter(INPUT_BYTES_PER_SECOND)): ChannelTerminal {
  const input = new ChannelInput();
  const output = new ChannelOutput(channel, clampSize(columns, rows));
  output.on('error', () => {});
  channel.on('data', (data: Buffer) => {
    if (limit(data.length)) input.write(data);
  });
  const end = () => {
    if (!input.writableEnded) input.end();
    input.emit('close');
  };
  channel.on('end', end);
  channel.on('close', end);
  return {
    stdin: input as unknown as NodeJS.ReadStream,
    stdout: output as unknown as NodeJS.WriteStream,
    resize(c, r) {
      const size = clampSize(c, r);
      if (size.columns === output.columns && size.rows === output.rows) return;
      output.columns = size.columns;
      output.rows = size.rows;
      output.emit('resize');
    },
    end,
  };
}
