/**
 * A typed label that names a space and begins a longer one (E1, with E10-E13 on the board) waits
 * for the next key; after a short pause it is taken as typed, so that a digit typed later is not
 * added onto it.
 */
import { useEffect, useRef } from 'react';
import type { Topology } from '../../engine/board.js';
import { labelSpace } from '../ui/cursor.js';

/** How long a complete label that could go on waits for another key. */
export const LABEL_PAUSE_MS = 1000;

export function useLabelPause(topo: Topology, label: string | null, end: () => void): void {
  const onEnd = useRef(end);
  onEnd.current = end;
  const complete = label !== null && labelSpace(topo, label) >= 0;
  useEffect(() => {
    if (!complete) return;
    const t = setTimeout(() => onEnd.current(), LABEL_PAUSE_MS);
    return () => clearTimeout(t);
  }, [complete, label]);
}
