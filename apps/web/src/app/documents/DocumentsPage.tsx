/**
 * /app/documents: every document of the trust center's cards, their types changed in bulk, and
 * the upload modal, which `/app/documents?uploadModal=true` opens at once (docs/documents.md,
 * Documents). What the staff member sees is `documentsAccessOf` their scopes: the list with its
 * controls for editors, the list alone for readers, 'No access' for the others.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  DOCUMENT_ADMIN_TEXTS as T,
  IMPORT_TEXTS,
  VERIFY_TEXTS,
  documentsAccessOf,
  mayLinkFiles,
  type DocumentType,
  type TTrustCenterDocument,
} from '@trustfront/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '../../api/client.ts';
import { useStaffSession } from '../../api/session.ts';
import { useTrustCenterDocuments } from '../../api/trust-center-documents.ts';
import { DocumentTable, selectedItems } from '../../shared/documents/DocumentTable.tsx';
import { DocumentTypeBar } from '../../shared/documents/DocumentTypeBar.tsx';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { NoAccess } from '../layout/AppLayout.tsx';
import { UploadDocumentModal } from './UploadDocumentModal.tsx';

const ImportDocumentsModal = lazyDialog(
  async () => (await import('./ImportDocumentsModal.tsx')).default,
);
const DocumentVersionsModal = lazyDialog(
  async () => (await import('./DocumentVersionsModal.tsx')).default,
);
const VerifyDocumentModal = lazyDialog(
  async () => (await import('./VerifyDocumentModal.tsx')).default,
);

/** The versions dialog of the chosen document and the verify dialog, with their buttons' state. */
function useDocumentDialogs(canEdit: boolean) {
  const [versionsOf, setVersionsOf] = useState<TTrustCenterDocument | null>(null);
  const [verifying, setVerifying] = useState(false);
  const verifyButton = (
    <Button variant="default" onClick={() => setVerifying(true)}>
      {VERIFY_TEXTS.title}
    </Button>
  );
  const dialogs = (
    <>
      <DocumentVersionsModal
        opened={versionsOf !== null}
        onClose={() => setVersionsOf(null)}
        document={versionsOf}
        canEdit={canEdit}
      />
      <VerifyDocumentModal opened={verifying} onClose={() => setVerifying(false)} />
    </>
  );
  return { onVersions: setVersionsOf, verifyButton, dialogs };
}

export default function DocumentsPage() {
  const { data: user } = useStaffSession();
  const access = documentsAccessOf(user?.scopes ?? []);
  if (access === 'none') return <NoAccess />;
  if (access === 'read') return <ReadOnlyDocuments />;
  return <EditableDocuments mayUpload={mayLinkFiles(user?.scopes ?? [])} />;
}

/** The list for staff who may read it but not change the trust center: no control at all. */
function ReadOnlyDocuments() {
  const list = useTrustCenterDocuments();
  const dialogs = useDocumentDialogs(false);
  if (list.error instanceof AppError && list.error.status === 403) return <NoAccess />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{T.title}</Title>
        {dialogs.verifyButton}
      </Group>
      <Text size="sm" c="dimmed" data-testid="documents-read-only">
        {T.readOnly}
      </Text>
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      {list.isPending ? <Loader /> : null}
      {list.data ? (
        <DocumentTable
          documents={list.data.documents}
          selected={new Set()}
          emptyMessage={T.noDocuments}
          withCard
          onVersions={dialogs.onVersions}
        />
      ) : null}
      {dialogs.dialogs}
    </Stack>
  );
}

/** The list with its controls; a single upload (which links the file) only for `mayUpload`. */
function EditableDocuments({ mayUpload }: { mayUpload: boolean }) {
  const list = useTrustCenterDocuments();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [type, setType] = useState<DocumentType | null>(null);
  const [importing, setImporting] = useState(false);
  const dialogs = useDocumentDialogs(true);
  const uploadOpened = params.get('uploadModal') === 'true';
  const setUploadOpened = (opened: boolean) => {
    const next = new URLSearchParams(params);
    if (opened) next.set('uploadModal', 'true');
    else next.delete('uploadModal');
    setParams(next, { replace: true });
  };
  if (list.error instanceof AppError && list.error.status === 403) return <NoAccess />;
  const documents = list.data?.documents ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{T.title}</Title>
        <Group gap="xs">
          {dialogs.verifyButton}
          <Button variant="default" onClick={() => setImporting(true)}>
            {IMPORT_TEXTS.uploadSeveral}
          </Button>
          {mayUpload ? <Button onClick={() => setUploadOpened(true)}>{T.upload}</Button> : null}
        </Group>
      </Group>
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      {list.isPending ? <Loader /> : null}
      <DocumentTypeBar
        itemUids={selectedItems(documents, selected)}
        type={type}
        onType={setType}
        onSaved={() => {
          setSelected(new Set());
          setType(null);
        }}
      />
      {list.data ? (
        <DocumentTable
          documents={documents}
          selected={selected}
          onSelect={setSelected}
          emptyMessage={T.noDocuments}
          withCard
          onVersions={dialogs.onVersions}
        />
      ) : null}
      <UploadDocumentModal
        opened={mayUpload && uploadOpened}
        onClose={() => setUploadOpened(false)}
        cards={list.data?.cards ?? []}
      />
      <ImportDocumentsModal
        opened={importing}
        onClose={() => setImporting(false)}
        cards={list.data?.cards ?? []}
      />
      {dialogs.dialogs}
    </Stack>
  );
}
