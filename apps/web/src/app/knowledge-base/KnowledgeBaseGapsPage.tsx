import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useDismissUnanswered, useUnansweredQuestions } from '../../api/ai-settings.ts';
import { StaffTable } from '../ui/StaffTable.tsx';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Questions Ask AI could not answer from the published content: what the FAQs are missing. */
export default function KnowledgeBaseGapsPage() {
  const list = useUnansweredQuestions();
  const dismiss = useDismissUnanswered();
  const rows = list.data?.questions ?? [];
  return (
    <Stack>
      <Title order={2}>Knowledge-base gaps</Title>
      <Text c="dimmed">
        Questions reviewers asked that the published content did not answer. Add an FAQ, a fact or a
        document that answers them, then dismiss them.
      </Text>
      {dismiss.isError ? <Alert color="red">{dismiss.error.message}</Alert> : null}
      <StaffTable
        columns={['Question', 'Times asked', 'Last asked', null]}
        loading={list.isPending}
        error={list.error}
        empty={list.isSuccess && rows.length === 0}
        emptyMessage="No unanswered questions"
      >
        {rows.map((q) => (
          <Table.Tr key={q.id} data-testid="gap-row">
            <Table.Td>{q.question}</Table.Td>
            <Table.Td>{q.timesAsked}</Table.Td>
            <Table.Td>{when(q.lastAskedAt)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="default" onClick={() => dismiss.mutate(q.id)}>
                Dismiss
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
