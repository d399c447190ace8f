/**
 * One side of an audit log entry (before or after): each field named in words, its value as it
 * was stored. Values are literal data (what staff typed, ids, dates) and are marked so.
 */
import { Stack, Text } from '@mantine/core';
import { wordsOfKey } from '@trustfront/core';

const literal = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

export function AuditChange({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text size="sm">—</Text>;
  if (typeof value !== 'object' || Array.isArray(value)) {
    return (
      <Text size="sm" ff="monospace" data-literal>
        {literal(value)}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {Object.entries(value).map(([key, field]) => (
        <Text key={key} size="sm">
          {wordsOfKey(key)}:{' '}
          <Text span ff="monospace" data-literal>
            {field === null || field === undefined ? '—' : literal(field)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
