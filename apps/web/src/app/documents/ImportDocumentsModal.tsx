/**
 * Several documents uploaded at once (docs/import.md, Documents): files dropped or chosen become
 * rows whose title, type and card are suggested from each file's name and can be changed before
 * the upload; the upload adds every document or none.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '../../ui/icons/icons.ts';
import {
  ADMIN_MESSAGES,
  DOCUMENT_IMPORT_MAX_FILES,
  DOCUMENT_TYPES,
  IMPORT_TEXTS as T,
  suggestDocumentCard,
  suggestDocumentTitle,
  suggestDocumentType,
  ZItemTitle,
  type DocumentType,
  type TTrustCenterDocuments,
} from '@trustfront/core';
import { useState } from 'react';
import { useImportDocuments } from '../../api/imports.ts';
import { FileDrop } from '../../ui/FileDrop.tsx';

type Cards = TTrustCenterDocuments['cards'];

interface Row {
  id: number;
  file: File;
  title: string;
  type: DocumentType | null;
  card: string | null;
}

const cardValue = (c: Cards[number]) => `${c.productId}:${c.kind}`;

/** A row for a file: its suggested title and type, and the first card of the type's kind. */
function rowOf(file: File, id: number, cards: Cards): Row {
  const title = suggestDocumentTitle(file.name);
  const type = suggestDocumentType(title);
  const kind = suggestDocumentCard(type);
  const card = cards.find((c) => c.kind === kind) ?? cards[0];
  return { id, file, title, type, card: card ? cardValue(card) : null };
}

const titleError = (title: string) => {
  const parsed = ZItemTitle.safeParse(title);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.itemTitleLength);
};

export default function ImportDocumentsModal(props: {
  opened: boolean;
  onClose: () => void;
  cards: Cards;
}) {
  const upload = useImportDocuments();
  const [rows, setRows] = useState<Row[]>([]);
  const [nextId, setNextId] = useState(0);
  const options = props.cards.map((c) => ({
    value: cardValue(c),
    label: `${c.productName} / ${c.title}`,
  }));
  const hasErrors = rows.some((r) => titleError(r.title) || !r.card);
  const tooMany = rows.length > DOCUMENT_IMPORT_MAX_FILES;

  const update = (id: number, change: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const handleFiles = (files: File[]) => {
    setRows((current) => [...current, ...files.map((f, i) => rowOf(f, nextId + i, props.cards))]);
    setNextId(nextId + files.length);
    upload.reset();
  };
  const handleClose = () => {
    if (upload.isPending) return;
    setRows([]);
    upload.reset();
    props.onClose();
  };
  const handleUpload = () => {
    const documents = rows.flatMap((r) => {
      const target = props.cards.find((c) => cardValue(c) === r.card);
      if (!target) return [];
      const row = {
        title: r.title.trim(),
        type: r.type,
        productId: target.productId,
        kind: target.kind,
      };
      return [{ row, file: r.file }];
    });
    upload.mutate(documents, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: T.uploadedDocuments(result.imported) });
        handleClose();
      },
    });
  };

  return (
    <Modal opened={props.opened} onClose={handleClose} title={T.uploadDocuments} size="xl">
      <Stack data-testid="import-documents">
        <FileDrop label={T.dropFiles} button={T.chooseFiles} multiple onFiles={handleFiles} />
        {tooMany ? (
          <Alert color="red">{`At most ${DOCUMENT_IMPORT_MAX_FILES} documents can be uploaded at once`}</Alert>
        ) : null}
        {rows.length > 0 ? (
          <ScrollArea type="auto">
            <Table miw={720} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.fileName}</Table.Th>
                  <Table.Th>{T.title}</Table.Th>
                  <Table.Th>{T.type}</Table.Th>
                  <Table.Th>{T.card}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="document-row">
                    <Table.Td style={{ overflowWrap: 'anywhere', maxWidth: 180 }}>
                      {r.file.name}
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${T.title}: ${r.file.name}`}
                        value={r.title}
                        onChange={(e) => update(r.id, { title: e.currentTarget.value })}
                        error={titleError(r.title)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${T.type}: ${r.file.name}`}
                        data={[...DOCUMENT_TYPES]}
                        value={r.type}
                        clearable
                        onChange={(v) =>
                          update(r.id, { type: DOCUMENT_TYPES.find((t) => t === v) ?? null })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${T.card}: ${r.file.name}`}
                        data={options}
                        value={r.card}
                        allowDeselect={false}
                        onChange={(v) => update(r.id, { card: v })}
                        error={r.card ? null : ADMIN_MESSAGES.fieldRequired}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${T.remove}: ${r.file.name}`}
                        onClick={() => setRows((current) => current.filter((x) => x.id !== r.id))}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        ) : null}
        {upload.isError ? <Alert color="red">{upload.error.message}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose}>
            {ADMIN_MESSAGES.cancel}
          </Button>
          <Button
            onClick={handleUpload}
            loading={upload.isPending}
            disabled={rows.length === 0 || hasErrors || tooMany}
          >
            {T.uploadDocumentsCount(rows.length)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
