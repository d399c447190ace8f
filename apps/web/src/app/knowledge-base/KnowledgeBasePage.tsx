/**
 * /app/knowledge-base: the organisation's knowledge base (docs/search.md, Knowledge base): the
 * internal table with its filters and details panel, and entries created, edited and deleted.
 */
import { Button, Group, Title } from '@mantine/core';
import { KB_ADMIN_TEXTS as T } from '@trustfront/core';
import { KnowledgeBaseEditor } from '../../shared/knowledge-base/KnowledgeBaseEditor.tsx';

export default function KnowledgeBasePage() {
  return (
    <KnowledgeBaseEditor
      header={(onCreate) => (
        <Group justify="space-between">
          <Title order={2}>{T.title}</Title>
          <Button onClick={onCreate}>{T.newEntry}</Button>
        </Group>
      )}
    />
  );
}
