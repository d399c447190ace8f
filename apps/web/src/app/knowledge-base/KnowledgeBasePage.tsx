/**
 * /app/knowledge-base: the organisation's knowledge base (docs/search.md, Knowledge base): the
 * internal table with its filters and details panel, entries created, edited and deleted, and
 * entries imported from a CSV or XLSX file (docs/import.md).
 */
import { Button, Group, Title } from '@mantine/core';
import { IMPORT_TEXTS, KB_ADMIN_TEXTS as T } from '@trustfront/core';
import { useState } from 'react';
import { IMPORT_URLS } from '../../api/imports.ts';
import { LazyImportDialog } from '../../shared/imports/lazy-import-dialog.ts';
import { KnowledgeBaseEditor } from '../../shared/knowledge-base/KnowledgeBaseEditor.tsx';

export default function KnowledgeBasePage() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <KnowledgeBaseEditor
        header={(onCreate) => (
          <Group justify="space-between">
            <Title order={2}>{T.title}</Title>
            <Group gap="xs">
              <Button variant="default" onClick={() => setImporting(true)}>
                {IMPORT_TEXTS.importButton}
              </Button>
              <Button onClick={onCreate}>{T.newEntry}</Button>
            </Group>
          </Group>
        )}
      />
      <LazyImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        title={IMPORT_TEXTS.importKnowledgeBase}
        kind="knowledge-base"
        url={IMPORT_URLS.knowledgeBase}
        invalidate={[['app', 'knowledge-base'], ['knowledge-base']]}
        notice={IMPORT_TEXTS.kbRestricted}
      />
    </>
  );
}
