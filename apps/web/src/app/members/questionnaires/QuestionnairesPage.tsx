/**
 * Questionnaires members sent from the Trust Center, as files or links, newest first, below the
 * workspace's list on /app/questionnaires; files download for staff only.
 */
import { Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { ListFields, TStaffQuestionnaire } from '@trustfront/core';
import { useStaffQuestionnaires, questionnaireFileUrl } from '../../../api/staff-questionnaires.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

const EMPTY: TStaffQuestionnaire[] = [];
const FIELDS: ListFields<TStaffQuestionnaire> = {
  searchText: (q) => [q.email, q.companyName, q.fileName, q.link, q.note],
  sortValues: {
    received: (q) => Date.parse(q.createdAt),
    from: (q) => q.companyName,
    questionnaire: (q) => q.fileName ?? q.link,
  },
};

export function ReceivedQuestionnaires() {
  const list = useStaffQuestionnaires();
  const all = list.data?.questionnaires ?? EMPTY;
  const view = useStaffList(all, FIELDS, {
    initialSort: { key: 'received', direction: 'descending' },
  });
  return (
    <Stack component="section" aria-label="Received from members">
      <Title order={3}>Received from members</Title>
      <Text c="dimmed">
        Security questionnaires sent from your Trust Center, as files or links.
      </Text>
      <StaffTable
        columns={[
          { label: 'Received', sortKey: 'received' },
          { label: 'From', sortKey: 'from' },
          { label: 'Questionnaire', sortKey: 'questionnaire' },
          'Note',
        ]}
        loading={list.isPending}
        error={list.error}
        empty={list.isSuccess && all.length === 0}
        emptyMessage="No questionnaires received yet. Visitors send theirs from your Trust Center, as a file or a link; they arrive here for your team to answer."
        searchLabel="questionnaires"
        {...view.table}
      >
        {view.rows.map((q) => (
          <Table.Tr key={q.id} data-testid="questionnaire-row">
            <Table.Td>{new Date(q.createdAt).toLocaleString()}</Table.Td>
            <Table.Td>
              <Text size="sm">{q.email}</Text>
              <Text size="xs" c="dimmed">
                {q.companyName}
                {q.accountId ? '' : ' · public visitor'}
              </Text>
            </Table.Td>
            <Table.Td>
              {q.kind === 'link' && q.link ? (
                <Anchor href={q.link} target="_blank" rel="noreferrer">
                  {q.link}
                </Anchor>
              ) : q.canDownload ? (
                <Button
                  component="a"
                  href={questionnaireFileUrl(q.id)}
                  download={q.fileName ?? undefined}
                  size="xs"
                  variant="light"
                >
                  {q.fileName} ({sizeOf(q.size)})
                </Button>
              ) : (
                <Badge variant="light" color="gray">
                  {q.fileName} · no download scope
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{q.note ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
