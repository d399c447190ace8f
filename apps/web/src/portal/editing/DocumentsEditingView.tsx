/**
 * The Documents card's editing view in main mode (docs/documents.md, Documents): a row per card
 * kind with its document count and View or Edit; Edit selects documents and changes their type in
 * bulk. Switching kind with unsaved edits asks first. New documents are uploaded on the private
 * app's documents page, opened in a new tab. A lazy chunk.
 */
import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import {
  ADMIN_MESSAGES as M,
  decideEdit,
  DOCUMENT_ADMIN_TEXTS as T,
  type CardKind,
  type DocumentType,
  type TPortalView,
} from '@trustfront/core';
import { useMemo, useState } from 'react';
import { useEditCaller } from '../../api/card-editing.ts';
import { useTrustCenterDocuments } from '../../api/trust-center-documents.ts';
import { DocumentTable, selectedItems } from '../../shared/documents/DocumentTable.tsx';
import { DocumentTypeBar } from '../../shared/documents/DocumentTypeBar.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Open = { kind: CardKind; mode: 'view' | 'edit' } | null;

export default function DocumentsEditingView({ view }: { view: TPortalView }) {
  const caller = useEditCaller();
  if (!caller || !decideEdit(caller, { type: 'card', action: 'edit', kind: 'Documents' }).allowed) {
    return null;
  }
  return (
    <DocumentsByKind view={view} mayUpload={decideEdit(caller, { type: 'linkFiles' }).allowed} />
  );
}

function DocumentsByKind({ view, mayUpload }: { view: TPortalView; mayUpload: boolean }) {
  const list = useTrustCenterDocuments();
  const productId = view.product.productId;
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState<Open>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [type, setType] = useState<DocumentType | null>(null);
  const documents = useMemo(
    () => (list.data?.documents ?? []).filter((d) => d.productId === productId),
    [list.data, productId],
  );
  // One row per card kind of the product: those with documents, then those taking uploads.
  const kinds = useMemo(() => {
    const rows = new Map<CardKind, { title: string; count: number }>();
    for (const d of documents) {
      const row = rows.get(d.kind) ?? { title: d.cardTitle, count: 0 };
      rows.set(d.kind, { ...row, count: row.count + 1 });
    }
    for (const c of list.data?.cards ?? []) {
      if (c.productId === productId && !rows.has(c.kind))
        rows.set(c.kind, { title: c.title, count: 0 });
    }
    return [...rows.entries()];
  }, [documents, list.data, productId]);

  const isDirty = open?.mode === 'edit' && (selected.size > 0 || type !== null);
  const apply = (next: Open) => {
    setOpen(next);
    setSelected(new Set());
    setType(null);
    setPending(null);
  };
  const handleOpen = (next: Open) => (isDirty ? setPending(next) : apply(next));
  const shown = open ? documents.filter((d) => d.kind === open.kind) : [];

  return (
    <Paper withBorder p="sm" mt="md" data-testid="documents-editing">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{T.manage}</Text>
        {mayUpload ? (
          <Button
            component="a"
            href="/app/documents?uploadModal=true"
            target="_blank"
            rel="noopener"
            size="compact-sm"
            variant="light"
          >
            {T.upload}
          </Button>
        ) : null}
      </Group>
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      <Table>
        <Table.Tbody>
          {kinds.map(([kind, row]) => (
            <Table.Tr key={kind} data-testid="documents-kind-row">
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{T.documentsOf(row.count)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => handleOpen({ kind, mode: 'view' })}
                  >
                    {T.view}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => handleOpen({ kind, mode: 'edit' })}
                  >
                    {T.edit}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open ? (
        <Stack gap="xs" mt="sm" data-testid="documents-kind-panel">
          {open.mode === 'edit' ? (
            <>
              <DocumentTypeBar
                itemUids={selectedItems(shown, selected)}
                type={type}
                onType={setType}
                onSaved={() => apply(open)}
              />
              <DocumentTable
                documents={shown}
                selected={selected}
                onSelect={setSelected}
                emptyMessage={T.noDocuments}
              />
            </>
          ) : (
            shown.map((d) => (
              <Text key={`${d.itemUid}:${d.fileId}`} size="sm">
                {`${d.originalName} · ${d.itemTitle}${d.type ? ` · ${d.type}` : ''}`}
              </Text>
            ))
          )}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        title={M.discardTitle}
        body={M.discardBody}
        confirm={M.discard}
        cancel={M.keepEditing}
        onConfirm={() => apply(pending)}
        onClose={() => setPending(null)}
      />
    </Paper>
  );
}
