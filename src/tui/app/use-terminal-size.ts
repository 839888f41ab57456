/**
 * The terminal's size, kept up to date as the window is resized.
 */
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export interface Size {
  columns: number;
  rows: number;
}

const sizeOf = (stdout: NodeJS.WriteStream): Size => ({ columns: stdout.columns || 80, rows: stdout.rows || 24 });

export function useTerminalSize(): Size {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => sizeOf(stdout));
  useEffect(() => {
    const onResize = () => setSize(sizeOf(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
