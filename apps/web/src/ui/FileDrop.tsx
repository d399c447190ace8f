/**
 * A drop area for files with a button that opens the file chooser: files dropped on it or chosen
 * are handed over at once. The file input stays in the page (hidden), so that it can be labelled.
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';

export function FileDrop({
  label,
  button,
  accept,
  multiple = false,
  onFiles,
}: {
  label: string;
  button: string;
  accept?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Paper
      withBorder
      p="lg"
      data-testid="file-drop"
      style={{
        borderStyle: 'dashed',
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <Stack align="center" gap="xs">
        <Text c="dimmed">{label}</Text>
        <Button variant="light" onClick={() => input.current?.click()}>
          {button}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={button}
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </Stack>
    </Paper>
  );
}
