import { Stack, Text, type TextProps } from '@mantine/core';

/** Plain text with blank-line separated paragraphs. */
export function Paragraphs({ text, ...props }: { text: string } & TextProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Stack gap="xs">
      {paragraphs.map((p, i) => (
        <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }} {...props}>
          {p}
        </Text>
      ))}
    </Stack>
  );
}
