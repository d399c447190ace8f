/**
 * The upload modal of the documents page (docs/documents.md, Documents): a file, the card and item
 * it goes to and its type; the upload's progress while it is sent, then the item is created with
 * the file.
 */
import { Alert, FileInput, Modal, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_MESSAGES as M,
  DOCUMENT_ADMIN_TEXTS as T,
  DOCUMENT_TYPES,
  ZItemTitle,
  type DocumentType,
  type TTrustCenterDocuments,
  suggestDocumentTitle,
} from '@trustfront/core';
import { useState } from 'react';
import { useUploadDocument } from '../../api/trust-center-documents.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';

type Errors = Partial<Record<'file' | 'card' | 'title', string>>;

export function UploadDocumentModal(props: {
  opened: boolean;
  onClose: () => void;
  cards: TTrustCenterDocuments['cards'];
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument(setProgress);
  const [file, setFile] = useState<File | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<DocumentType | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const options = props.cards.map((c) => ({
    value: `${c.productId}:${c.kind}`,
    label: `${c.productName} / ${c.title}`,
  }));

  const handleClose = () => {
    if (upload.isPending) return;
    setFile(null);
    setCard(null);
    setTitle('');
    setType(null);
    setErrors({});
    setProgress(null);
    upload.reset();
    props.onClose();
  };
  const handleSave = async () => {
    const target = props.cards.find((c) => `${c.productId}:${c.kind}` === card);
    const parsedTitle = ZItemTitle.safeParse(title);
    const found: Errors = {
      ...(file ? {} : { file: M.fileRequired }),
      ...(target ? {} : { card: M.fieldRequired }),
      ...(parsedTitle.success
        ? {}
        : { title: parsedTitle.error.issues[0]?.message ?? M.itemTitleLength }),
    };
    setErrors(found);
    if (!file || !target || !parsedTitle.success) return;
    setProgress(0);
    await upload.mutateAsync({
      productId: target.productId,
      kind: target.kind,
      title: parsedTitle.data,
      type,
      file,
    });
    notifications.show({ color: 'green', message: T.uploaded(file.name) });
    handleClose();
  };

  return (
    <Modal opened={props.opened} onClose={handleClose} title={T.upload} size="lg">
      <Stack>
        <FileInput
          label={T.file}
          placeholder="Choose a file"
          value={file}
          onChange={(f) => {
            setFile(f);
            // A readable title from the file's name: 'soc2_type_ii.pdf' → 'SOC 2 Type II'.
            if (f && !title) setTitle(suggestDocumentTitle(f.name));
          }}
          error={errors.file}
        />
        <Select label={T.card} data={options} value={card} onChange={setCard} error={errors.card} />
        <TextInput
          label={T.itemTitle}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <Select
          label={T.type}
          data={[...DOCUMENT_TYPES]}
          value={type}
          clearable
          onChange={(v) => setType(DOCUMENT_TYPES.find((t) => t === v) ?? null)}
        />
        {progress !== null && upload.isPending ? (
          <Stack gap={4} data-testid="upload-progress">
            <Progress value={progress} animated aria-label={T.uploading(progress)} />
            <Text size="xs" c="dimmed">
              {T.uploading(progress)}
            </Text>
          </Stack>
        ) : null}
        {upload.isError ? <Alert color="red">{upload.error.message}</Alert> : null}
        <DialogActions
          onCancel={handleClose}
          onSave={() => void handleSave().catch(() => undefined)}
          saving={upload.isPending}
        />
      </Stack>
    </Modal>
  );
}
