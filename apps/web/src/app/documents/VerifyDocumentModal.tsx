/**
 * 'Verify a document' in the private app (docs/documents.md, Verify a document): the portal's
 * form, asking `POST /api/app/documents/verify`, which names every document and a copy's member.
 */
import { Modal, Text } from '@mantine/core';
import { VERIFY_TEXTS as T } from '@trustfront/core';
import { VerifyDocumentForm } from '../../shared/documents/VerifyDocumentForm.tsx';

export default function VerifyDocumentModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={T.title} size="lg">
      <Text size="sm" c="dimmed" mb="md">
        {T.staffIntro}
      </Text>
      <VerifyDocumentForm path="/api/app/documents/verify" />
    </Modal>
  );
}
