/** The knowledge base dialog's content in main mode: the private app's editor, a lazy chunk. */
import { Button, Group } from '@mantine/core';
import { KB_ADMIN_TEXTS as T } from '@trustfront/core';
import { KnowledgeBaseEditor } from '../../../shared/knowledge-base/KnowledgeBaseEditor.tsx';

export function InternalKnowledgeBase() {
  return (
    <KnowledgeBaseEditor
      header={(onCreate) => (
        <Group justify="flex-end">
          <Button onClick={onCreate}>{T.newEntry}</Button>
        </Group>
      )}
    />
  );
}
