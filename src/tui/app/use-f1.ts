/**
 * F1, the help key of many programs. Ink's useInput hands every function key over as an empty
 * key with no name (ink 6.8), so F1 is read from the input events Ink parses for useInput, where
 * it arrives whole, as the sequence the terminal sends for it.
 */
import { useStdin } from 'ink';
import { useEffect, useRef } from 'react';

/** What terminals send for F1: xterm and tmux (SS3 P), the VT220 and rxvt (CSI 11~), the Linux console (CSI [A). */
const F1 = new Set(['\x1bOP', '\x1b[11~', '\x1b[[A', '\x1b[1P']);

export function useF1(onF1: () => void): void {
  const { internal_eventEmitter: events } = useStdin();
  const handler = useRef(onF1);
  handler.current = onF1;
  useEffect(() => {
    const onInput = (data: string) => {
      if (F1.has(data)) handler.current();
    };
    events.on('input', onInput);
    return () => {
      events.off('input', onInput);
    };
  }, [events]);
}
