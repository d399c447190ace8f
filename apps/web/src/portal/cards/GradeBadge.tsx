import { Badge } from '@mantine/core';
import { gradeBand, type GradeBand } from '@trustfront/core';

const BAND_COLORS: Record<GradeBand, string> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  neutral: 'gray',
};

/** A security grade coloured by its provider's band (docs/editing.md, Security grades). */
export function GradeBadge({ provider, grade }: { provider: string; grade: string }) {
  if (!grade.trim()) return null;
  const band = gradeBand(provider, grade);
  return (
    <Badge
      color={BAND_COLORS[band]}
      variant="filled"
      autoContrast
      size="lg"
      radius="sm"
      miw={44}
      data-band={band}
      style={{ flexShrink: 0 }}
    >
      {grade}
    </Badge>
  );
}
