/**
 * An item's files while editing (docs/editing.md, Items): linked files, a chosen upload as 'Linked
 * (pending)' and a removed file as 'Unlinked (pending)', each with Undo; applied on save. Adding a
 * file is offered only to staff who may see files (`mayLink`, the editing rule's `linkFiles`).
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
  mayLink,
}: {
  files: readonly DraftFile[];
  mayLink: boolean;
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
      {mayLink ? (
        <Group gap="xs">
          <FileButton onChange={(file) => void handleFile(file)}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="default" loading={uploading}>
                Upload file
              </Button>
            )}
          </FileButton>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {M.linkFilesNeedsView}
        </Text>
      )}
      {uploadError || error ? (
        <Text size="xs" c="red">
          {uploadError ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}
