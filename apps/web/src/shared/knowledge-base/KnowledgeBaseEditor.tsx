/**
 * The knowledge base as staff edit it: the internal table and the entry dialog, for a new entry
 * or the one the details panel asks to edit. The header (the page's title, the portal dialog's
 * bar) receives the action that opens a new entry.
 */
import { Stack } from '@mantine/core';
import type { TKbAdminEntry } from '@trustfront/core';
import { useState, type ReactNode } from 'react';
import { useKbAdminPage } from '../../api/knowledge-base-admin.ts';
import { KbEntryDialog } from './KbEntryDialog.tsx';
import { KnowledgeBaseTable } from './KnowledgeBaseTable.tsx';

type Editing = { entry: TKbAdminEntry | null } | null;

export function KnowledgeBaseEditor({ header }: { header: (onCreate: () => void) => ReactNode }) {
  const [editing, setEditing] = useState<Editing>(null);
  // The products of the dialog's picker: the first page's answer, shared with the table's cache.
  const products = useKbAdminPage({ page: 1, pageSize: 1 }).data?.products ?? [];
  return (
    <Stack>
      {header(() => setEditing({ entry: null }))}
      <KnowledgeBaseTable onEdit={(entry) => setEditing({ entry })} />
      <KbEntryDialog
        opened={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
        products={products}
      />
    </Stack>
  );
}
