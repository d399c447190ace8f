/**
 * One side of an audit log entry (before or after): each field named in words, its value in
 * words (`auditFields` in core), never JSON or a stored key. Values are what staff typed and are
 * marked as literal data.
 */
import { Stack, Text } from '@mantine/core';
import { auditFields } from '@trustfront/core';

export function AuditChange({ label, value }: { label: string; value: unknown }) {
  const fields = auditFields(value);
  if (fields.length === 0) return null;
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      {fields.map((field, i) => (
        <Text key={`${field.label}-${i}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {field.label ? `${field.label}: ` : null}
          <Text span data-literal>
            {field.text}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
