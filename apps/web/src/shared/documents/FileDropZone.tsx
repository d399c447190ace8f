/**
 * A dashed zone a file is dropped on, with a button to choose one instead: the Verify page's
 * forms (docs/documents.md, Verify a document; docs/questionnaires.md, Signed answers).
 */
import { Box, Button, FileButton, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export function FileDropZone({
  testId,
  icon,
  label,
  button,
  pending,
  onFile,
}: {
  testId: string;
  icon: ReactNode;
  label: string;
  button: string;
  pending: boolean;
  onFile: (file: File) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <Box
      p="lg"
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      style={{
        border: '2px dashed var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-md)',
        background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack align="center" gap="xs">
        {icon}
        <Text size="sm" ta="center">
          {label}
        </Text>
        <FileButton onChange={(file) => file && onFile(file)}>
          {(props) => (
            <Button {...props} variant="light" loading={pending}>
              {button}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Box>
  );
}
