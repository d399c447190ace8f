/**
 * A document's versions in the private app (docs/documents.md, Versions): the current file and
 * every earlier one kept, with when each was published and superseded; editors replace the file
 * (the current one is kept as a version) and restore an earlier version as a new current one.
 */
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { VERSION_TEXTS as T, formatLetterDate, type TDocumentVersion } from '@trustfront/core';
import {
  useDocumentVersions,
  useReplaceDocumentFile,
  useRestoreDocumentVersion,
} from '../../api/document-versions.ts';

const dateOf = (iso: string) => formatLetterDate(new Date(iso));

function VersionRow(props: {
  version: TDocumentVersion;
  canEdit: boolean;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const { version: v } = props;
  return (
    <Table.Tr data-testid="version-row" data-version={v.version}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            v{v.version}
          </Text>
          {v.current ? (
            <Badge size="sm" color="green" variant="light">
              {T.current}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {v.originalName}
        </Text>
        <Text size="xs" c="dimmed">
          {dateOf(v.publishedAt)}
          {v.supersededAt ? ` – ${dateOf(v.supersededAt)}` : ''}
          {v.supersededBy ? ` · ${T.by(v.supersededBy)}` : ''}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {props.canEdit && !v.current ? (
          <Button
            size="compact-sm"
            variant="light"
            disabled={props.busy}
            onClick={() => props.onRestore(v.version)}
            aria-label={`${T.restore} v${v.version}`}
          >
            {T.restore}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

export default function DocumentVersionsModal(props: {
  opened: boolean;
  onClose: () => void;
  document: { fileId: string; originalName: string } | null;
  canEdit: boolean;
}) {
  const fileId = props.document?.fileId ?? null;
  const list = useDocumentVersions(props.opened ? fileId : null);
  const replace = useReplaceDocumentFile(fileId ?? '');
  const restore = useRestoreDocumentVersion(fileId ?? '');
  const busy = replace.isPending || restore.isPending;
  const failure = replace.error ?? restore.error;

  const handleReplace = (file: File | null) => {
    if (!file) return;
    restore.reset();
    replace.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: T.replaced(file.name) }),
    });
  };
  const handleRestore = (version: number) => {
    replace.reset();
    restore.mutate(version, {
      onSuccess: () => notifications.show({ color: 'green', message: T.restored(version) }),
    });
  };
  const versions = list.data?.versions ?? [];

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={T.versionsOf(props.document?.originalName ?? '')}
      size="lg"
    >
      <Stack gap="md">
        {props.canEdit ? (
          <Group justify="flex-end">
            <FileButton onChange={handleReplace}>
              {(buttonProps) => (
                <Button {...buttonProps} loading={replace.isPending} disabled={busy}>
                  {T.replace}
                </Button>
              )}
            </FileButton>
          </Group>
        ) : null}
        {failure ? <Alert color="red">{failure.message}</Alert> : null}
        {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
        {list.isPending && fileId ? <Loader /> : null}
        {list.data ? (
          <Table.ScrollContainer minWidth={360}>
            <Table data-testid="version-table">
              <Table.Tbody>
                {versions.map((v) => (
                  <VersionRow
                    key={v.version}
                    version={v}
                    canEdit={props.canEdit}
                    busy={busy}
                    onRestore={handleRestore}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {list.data && versions.length === 1 ? (
          <Text size="sm" c="dimmed">
            {T.none}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
