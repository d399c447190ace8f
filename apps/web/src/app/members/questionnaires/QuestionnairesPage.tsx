/** /app/questionnaires: questionnaires received, newest first; files download for staff only. */
import { Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useStaffQuestionnaires, questionnaireFileUrl } from '../../../api/staff-questionnaires.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

export default function QuestionnairesPage() {
  const list = useStaffQuestionnaires();
  const rows = list.data?.questionnaires ?? [];
  return (
    <Stack>
      <Title order={2}>Questionnaires</Title>
      <Text c="dimmed">
        Security questionnaires sent from your Trust Center, as files or links.
      </Text>
      <StaffTable
        columns={['Received', 'From', 'Questionnaire', 'Note']}
        loading={list.isPending}
        error={list.error}
        empty={list.isSuccess && rows.length === 0}
        emptyMessage="No questionnaires received yet"
      >
        {rows.map((q) => (
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
