import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { ListFields, TUnansweredList } from '@trustfront/core';
import { useDismissUnanswered, useUnansweredQuestions } from '../../api/ai-settings.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { useStaffList } from '../ui/use-staff-list.ts';

const when = (iso: string) => new Date(iso).toLocaleString();

type Gap = TUnansweredList['questions'][number];
const EMPTY: Gap[] = [];
const FIELDS: ListFields<Gap> = {
  searchText: (q) => [q.question],
  sortValues: {
    question: (q) => q.question,
    times: (q) => q.timesAsked,
    last: (q) => Date.parse(q.lastAskedAt),
  },
};

/** Questions Ask AI could not answer from the published content: what the FAQs are missing. */
export default function KnowledgeBaseGapsPage() {
  const list = useUnansweredQuestions();
  const dismiss = useDismissUnanswered();
  const all = list.data?.questions ?? EMPTY;
  const view = useStaffList(all, FIELDS);
  return (
    <Stack>
      <Title order={2}>Knowledge-base gaps</Title>
      <Text c="dimmed">
        Questions reviewers asked that the published content did not answer. Add an FAQ, a fact or a
        document that answers them, then dismiss them.
      </Text>
      {dismiss.isError ? <Alert color="red">{dismiss.error.message}</Alert> : null}
      <StaffTable
        columns={[
          { label: 'Question', sortKey: 'question' },
          { label: 'Times asked', sortKey: 'times' },
          { label: 'Last asked', sortKey: 'last' },
          null,
        ]}
        loading={list.isPending}
        error={list.error}
        empty={list.isSuccess && all.length === 0}
        emptyMessage="No unanswered questions. When Ask AI cannot answer a reviewer from your published content, the question is listed here."
        searchLabel="questions"
        {...view.table}
      >
        {view.rows.map((q) => (
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
