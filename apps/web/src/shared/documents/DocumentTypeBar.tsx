/**
 * The bulk type change of the selected documents: a type, then 'Change type'; success says
 * 'Types have been updated for N document(s)', failure 'Type updates could not be saved'.
 */
import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_ADMIN_TEXTS as T, DOCUMENT_TYPES, type DocumentType } from '@trustfront/core';
import { useSetDocumentTypes } from '../../api/trust-center-documents.ts';

export function DocumentTypeBar(props: {
  /** The items of the selected documents. */
  itemUids: readonly string[];
  type: DocumentType | null;
  onType: (type: DocumentType | null) => void;
  onSaved: () => void;
}) {
  const setTypes = useSetDocumentTypes();
  const { itemUids, type } = props;
  const handleApply = async () => {
    if (!type) return;
    try {
      const { updated } = await setTypes.mutateAsync({ itemUids: [...itemUids], type });
      notifications.show({ color: 'green', message: T.typesUpdated(updated) });
      props.onSaved();
    } catch {
      notifications.show({ color: 'red', message: T.typesFailed });
    }
  };
  return (
    <Group gap="sm" align="flex-end" data-testid="document-type-bar">
      <Text size="sm" c="dimmed">
        {T.selected(itemUids.length)}
      </Text>
      <Select
        label={T.newType}
        data={[...DOCUMENT_TYPES]}
        value={type}
        onChange={(v) => props.onType(DOCUMENT_TYPES.find((t) => t === v) ?? null)}
        w={220}
        size="xs"
      />
      <Button
        size="xs"
        disabled={itemUids.length === 0 || !type}
        loading={setTypes.isPending}
        onClick={() => void handleApply()}
      >
        {T.changeType}
      </Button>
    </Group>
  );
}
