/**
 * Optional figures for the benchmark (HACIENDA_STATS=<file>): the time from a key to the frame it
 * leads to, the bytes written per frame, and when the first frame was drawn (since the process
 * started, in wall time and in CPU time), saved as JSON when the screen closes.
 */
import { writeFileSync } from 'node:fs';

interface Stats {
  file: string;
  keyAt: number;
  keyToFrameMs: number[];
  frameBytes: number[];
  bytes: number;
  firstFrame: { ms: number; cpuMs: number } | null;
}

let stats: Stats | null = null;

/** Starts counting when HACIENDA_STATS names a file. */
export function startStats(stdout: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): (() => void) | null {
  const file = env.HACIENDA_STATS;
  if (!file) return null;
  const s: Stats = { file, keyAt: 0, keyToFrameMs: [], frameBytes: [], bytes: 0, firstFrame: null };
  stats = s;
  const write = stdout.write.bind(stdout);
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    s.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stdout.write;
  return () => {
    stdout.write = write;
    stats = null;
    writeFileSync(file, JSON.stringify({ keyToFrameMs: s.keyToFrameMs, frameBytes: s.frameBytes.slice(1), firstFrame: s.firstFrame }) + '\n');
  };
}

/** A key arrived. */
export function markKey(): void {
  if (stats) stats.keyAt = performance.now();
}

/** A frame was rendered (its bytes are written next; the previous frame's are counted now). */
export function markFrame(): void {
  if (!stats) return;
  if (!stats.firstFrame) {
    // performance.now() counts from the start of the process.
    const cpu = process.cpuUsage();
    stats.firstFrame = { ms: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 };
  }
  stats.frameBytes.push(stats.bytes);
  stats.bytes = 0;
  if (stats.keyAt) {
    stats.keyToFrameMs.push(performance.now() - stats.keyAt);
    stats.keyAt = 0;
  }
}
