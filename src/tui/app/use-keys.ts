/**
 * The screen's keys, each on its own, in the order they came (src/tui/ui/keys.ts keysOf). Ink's
 * useInput hands a piece of input over as one key with flags, which loses keys that arrived
 * together: two escapes become one, an escape and a letter become Alt+letter. So the screen reads
 * the pieces themselves from the event Ink's reader emits for each one (`input` on the stdin
 * context's emitter: Ink 6.8, pinned exactly in package.json), and turns on raw mode as useInput
 * does.
 */
import { useStdin } from 'ink';
import { useEffect, useRef } from 'react';
import { keysOf } from '../ui/keys.js';

export function useKeys(onKey: (name: string) => void): void {
  const { setRawMode, internal_eventEmitter: events } = useStdin();
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    setRawMode(true);
    return () => setRawMode(false);
  }, [setRawMode]);
  useEffect(() => {
    const onData = (data: string) => {
      for (const name of keysOf(data)) handler.current(name);
    };
    events.on('input', onData);
    return () => {
      events.removeListener('input', onData);
    };
  }, [events]);
}
