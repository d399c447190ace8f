/**
 * /app/questionnaires/:id: a questionnaire's answers, drafted (with progress while drafting) and
 * reviewed (docs/questionnaires.md, Reviewing in the private app). A questionnaire whose mapping
 * is still to check opens its mapping.
 */
import { Anchor, Center, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useWorkspaceQuestionnaire } from '../../api/questionnaire-workspace.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { ReviewGrid } from './ReviewGrid.tsx';
import { ReviewToolbar } from './ReviewToolbar.tsx';
import { StatusBadge, WorkspaceProgress } from './status.tsx';

export default function ReviewPage() {
  const { id = '' } = useParams();
  const query = useWorkspaceQuestionnaire(id);
  if (query.isPending) {
    return (
      <Center mih="30vh">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <ErrorPage message={query.error.message} />;
  const q = query.data;
  if (q.status === 'imported') return <Navigate to={`/app/questionnaires/${id}/mapping`} replace />;
  return (
    <Stack>
      <Anchor component={Link} to="/app/questionnaires" size="sm">
        Back to questionnaires
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{q.fileName}</Title>
          <Group gap="xs">
            <StatusBadge status={q.status} />
            {q.fromMember ? (
              <Text size="sm" c="dimmed">
                From {q.fromMember.email} ({q.fromMember.companyName})
              </Text>
            ) : null}
            <Anchor component={Link} to={`/app/questionnaires/${id}/mapping`} size="sm">
              Mapping
            </Anchor>
          </Group>
        </Stack>
        {q.status === 'drafting' ? null : (
          <WorkspaceProgress status={q.status} progress={q.progress} />
        )}
      </Group>
      {q.status === 'drafting' ? (
        <Paper withBorder p="lg" role="status" aria-live="polite">
          <Stack gap="xs">
            <Text fw={600}>
              Drafting answers: {q.progress.done} of {q.progress.total}
            </Text>
            <Progress
              value={q.progress.total ? (q.progress.done / q.progress.total) * 100 : 0}
              aria-label="Drafting progress"
              animated
            />
            <Text size="sm" c="dimmed">
              The answers are drafted in the background from your Trust Center&apos;s content; you
              may leave this page and come back.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <ReviewToolbar questionnaire={q} />
          <ReviewGrid questionnaire={q} />
        </>
      )}
    </Stack>
  );
}
