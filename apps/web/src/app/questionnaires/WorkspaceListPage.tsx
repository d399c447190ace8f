/**
 * /app/questionnaires: the questionnaire workspace's list (docs/questionnaires.md, Reviewing in
 * the private app), newest first, and below it the questionnaires members sent from the Trust
 * Center.
 */
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport } from '../../ui/icons/icons.ts';
import type { ListFields, TWorkspaceSummary } from '@trustfront/core';
import { Link } from 'react-router';
import { useWorkspaceList } from '../../api/questionnaire-workspace.ts';
import { useStaffSession } from '../../api/session.ts';
import { ReceivedQuestionnaires } from '../members/questionnaires/QuestionnairesPage.tsx';
import { StaffTable } from '../ui/StaffTable.tsx';
import { useStaffList } from '../ui/use-staff-list.ts';
import { StatusBadge, WorkspaceProgress } from './status.tsx';

const EMPTY: TWorkspaceSummary[] = [];
const FIELDS: ListFields<TWorkspaceSummary> = {
  searchText: (q) => [q.fileName, q.fromMember?.email, q.fromMember?.companyName],
  sortValues: {
    created: (q) => Date.parse(q.createdAt),
    file: (q) => q.fileName,
    status: (q) => q.status,
  },
};

export default function WorkspaceListPage() {
  const list = useWorkspaceList();
  const { data: user } = useStaffSession();
  const all = list.data ?? EMPTY;
  const view = useStaffList(all, FIELDS, {
    initialSort: { key: 'created', direction: 'descending' },
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Questionnaires</Title>
        <Button component={Link} to="/app/questionnaires/import" leftSection={<IconFileImport />}>
          Import a questionnaire
        </Button>
      </Group>
      <Text c="dimmed">
        Import a customer&apos;s questionnaire, draft its answers from your Trust Center, review
        them as a team and export the filled file.
      </Text>
      <StaffTable
        columns={[
          { label: 'File', sortKey: 'file' },
          { label: 'Status', sortKey: 'status' },
          'Progress',
          'From member',
          { label: 'Created', sortKey: 'created' },
        ]}
        loading={list.isPending}
        error={list.error}
        empty={list.isSuccess && all.length === 0}
        emptyMessage="No questionnaires in the workspace yet. Import one (XLSX, CSV or DOCX) to draft its answers from your Trust Center."
        searchLabel="questionnaires"
        {...view.table}
      >
        {view.rows.map((q) => (
          <Table.Tr key={q.id} data-testid="workspace-row">
            <Table.Td>
              <Anchor component={Link} to={`/app/questionnaires/${q.id}`}>
                {q.fileName}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={q.status} />
            </Table.Td>
            <Table.Td>
              {q.status === 'imported' ? null : (
                <WorkspaceProgress status={q.status} progress={q.progress} />
              )}
            </Table.Td>
            <Table.Td>
              {q.fromMember ? (
                <>
                  <Text size="sm">{q.fromMember.email}</Text>
                  <Text size="xs" c="dimmed">
                    {q.fromMember.companyName}
                  </Text>
                </>
              ) : null}
            </Table.Td>
            <Table.Td>{new Date(q.createdAt).toLocaleString()}</Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      {user?.scopes.includes('app:accounts') ? <ReceivedQuestionnaires /> : null}
    </Stack>
  );
}
