/**
 * Lines of already styled text, each cut to the width (never wrapped, so the layout holds).
 */
import { Box, Text } from 'ink';
import { fitWidth } from '../terminal/style.js';

export function Lines({ lines, width, height }: { lines: readonly string[]; width: number; height?: number }) {
  const shown = height === undefined ? lines : lines.slice(0, height);
  return (
    <Box flexDirection="column" width={width} height={height} flexShrink={0}>
      <Text wrap="truncate-end">{shown.map((l) => fitWidth(l, width)).join('\n') || ' '}</Text>
    </Box>
  );
}
