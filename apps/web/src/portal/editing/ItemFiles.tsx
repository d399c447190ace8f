/**
 * An item's files while editing (docs/editing.md, Items): linked files, a chosen upload as 'Linked
 * (pending)' and a removed file as 'Unlinked (pending)', each with Undo; applied on save.
 */
import { Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES as M, type TUploadedFile } from '@trustfront/core';
import { useState } from 'react';
import { uploadDocument } from '../../api/card-editing.ts';
import { AppError } from '../../api/client.ts';
import type { DraftFile } from './card-editor-state.ts';

export function ItemFiles({
  files,
  onUploaded,
  onToggle,
  error,
}: {
  files: readonly DraftFile[];
  onUploaded: (file: TUploadedFile) => void;
  onToggle: (fileId: string) => void;
  error?: string | undefined;
}) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const handleFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onUploaded(await uploadDocument(file));
    } catch (failure) {
      setUploadError(failure instanceof AppError ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={4}>
      {files.map((f) => (
        <Group key={f.fileId} gap="xs" data-testid="draft-file">
          <Text size="sm" td={f.state === 'unlinked' ? 'line-through' : undefined}>
            {f.originalName}
          </Text>
          {f.state !== 'linked' ? (
            <Badge size="sm" variant="light" color={f.state === 'pending' ? 'blue' : 'red'}>
              {f.state === 'pending' ? M.linkedPending : M.unlinkedPending}
            </Badge>
          ) : null}
          <Button size="compact-xs" variant="subtle" onClick={() => onToggle(f.fileId)}>
            {f.state === 'linked' ? 'Remove' : M.undo}
          </Button>
        </Group>
      ))}
      <Group gap="xs">
        <FileButton onChange={(file) => void handleFile(file)}>
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" loading={uploading}>
              Upload file
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadError || error ? (
        <Text size="xs" c="red">
          {uploadError ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}
