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
import { ScreenCopy } from './screen-copy.js';

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

/**
 * The channel's screen, as Ink draws a terminal's. What Ink writes goes through a copy of the
 * client's screen (screen-copy.ts), which sends of each frame only the rows that changed.
 * Frames written together (Ink writes a frame between the codes of synchronized output) are sent
 * together, once the code that drew them is done: one write into the channel, one SSH packet for
 * a small frame. A slow client's frames wait for its window (backpressure): while they wait,
 * newer frames replace them, and the client is sent the newest when it drains.
 */
class ChannelOutput extends Writable {
  readonly isTTY = true;
  columns: number;
  rows: number;
  private readonly copy: ScreenCopy;
  private scheduled = false;
  private blocked = false;

  constructor(
    private readonly channel: NodeJS.WritableStream,
    size: { columns: number; rows: number },
  ) {
    super({ decodeStrings: false });
    this.columns = size.columns;
    this.rows = size.rows;
    this.copy = new ScreenCopy(size);
  }

  override _write(chunk: string | Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    if (this.copy.write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'))) this.send();
    else if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        this.sendOrFail();
      });
    }
    done();
  }

  /** The window changed: what is held goes first, then Ink is told (and draws the new size). */
  resized(size: { columns: number; rows: number }): void {
    this.copy.resized(size);
    this.send();
    this.columns = size.columns;
    this.rows = size.rows;
    this.emit('resize');
    this.copy.afterResize();
    this.send();
  }

  private send(): void {
    // While blocked, what comes waits in the copy, and the drain sends it.
    if (this.blocked) return;
    const bytes = this.copy.take();
    if (bytes !== '') this.sendBytes(bytes);
  }

  private sendBytes(bytes: string): void {
    if (!(this.channel as NodeJS.WritableStream & { writable?: boolean }).writable) return;
    // The server has no pseudo-terminal of its own to turn `\n` into `\r\n` (the client's is raw).
    if (this.channel.write(lineEnds(bytes))) return;
    this.blocked = true;
    this.channel.once('drain', () => {
      this.blocked = false;
      this.sendOrFail();
    });
  }

  /** Outside a write of Ink's (a microtask, a drain), a failure ends this stream, not the server. */
  private sendOrFail(): void {
    try {
      this.send();
    } catch (err) {
      this.destroy(err instanceof Error ? err : new Error(String(err)));
    }
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
      output.resized(size);
    },
    end,
  };
}
