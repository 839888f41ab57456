/**
 * Hot seat: every hand hidden until the next player takes the keyboard.
 */
import { Box } from 'ink';
import type { PanelTheme } from '../game/panels.js';
import { seatTag } from '../game/panels.js';
import { Lines } from './Lines.js';
import { sanitize } from '../../text/sanitize.js';

export function HandoffScreen(p: {
  seat: number;
  name: string;
  /** What the person who just played drew, for their eyes before they pass the keyboard. */
  drawn: { name: string; lines: readonly string[] } | null;
  width: number;
  height: number;
  theme: PanelTheme;
}) {
  const lines = p.drawn
    ? [
        p.theme.painter.paint('HACIENDA', { bold: true }),
        '',
        p.theme.painter.paint(`${p.drawn.name}: what you drew this turn`, { bold: true }),
        ...p.drawn.lines.map((l) => `  ${sanitize(l)}`),
        '',
        `${p.drawn.name}: press enter to hide it; then pass the keyboard to ${p.name}.`,
      ]
    : [
        p.theme.painter.paint('HACIENDA', { bold: true }),
        '',
        `${seatTag(p.seat, p.theme)} ${p.theme.painter.paint(`${p.name}'s turn`, { bold: true })}`,
        '',
        `Pass the keyboard to ${p.name}. Every hand is hidden until then.`,
        `${p.name}: press enter when you are ready.`,
      ];
  return (
    <Box flexDirection="column" paddingTop={Math.max(0, Math.floor((p.height - lines.length) / 3))} paddingLeft={2}>
      <Lines lines={lines} width={p.width - 2} />
    </Box>
  );
}
