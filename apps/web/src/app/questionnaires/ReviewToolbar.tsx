/**
 * What staff do to a whole questionnaire under review: approve every high-confidence draft,
 * export the filled file (in its own format), send it back to the member it came from, delete it.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONFIDENCES, type TWorkspaceQuestionnaire } from '@trustfront/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWorkspaceActions, workspaceExportUrl } from '../../api/questionnaire-workspace.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

const highDrafts = (q: TWorkspaceQuestionnaire) =>
  q.questions.filter(
    (question) => question.state === 'drafted' && question.draft?.confidence === CONFIDENCES[0],
  ).length;

export function ReviewToolbar({ questionnaire }: { questionnaire: TWorkspaceQuestionnaire }) {
  const { id, fromMember } = questionnaire;
  const actions = useWorkspaceActions(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const high = highDrafts(questionnaire);
  const error = actions.approveHigh.error ?? actions.send.error;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end">
        <Button
          color="green"
          variant="light"
          disabled={high === 0}
          loading={actions.approveHigh.isPending}
          onClick={() =>
            actions.approveHigh.mutate(undefined, {
              onSuccess: (r) =>
                notifications.show({ color: 'green', message: `${r.approved} answers approved` }),
            })
          }
        >
          Approve all high-confidence drafts ({high})
        </Button>
        <Button
          component="a"
          href={workspaceExportUrl(id, questionnaire.format)}
          download
          variant="default"
        >
          Export ({questionnaire.format.toUpperCase()})
        </Button>
        {fromMember ? (
          <Button
            loading={actions.send.isPending}
            disabled={questionnaire.status !== 'done'}
            onClick={() =>
              actions.send.mutate(undefined, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: `Sent to ${fromMember.email}` }),
              })
            }
          >
            Send to member
          </Button>
        ) : null}
        <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Group>
      {fromMember ? (
        <Text size="sm" c="dimmed" data-testid="send-state">
          {questionnaire.sentAt
            ? `Sent to ${fromMember.email} on ${new Date(questionnaire.sentAt).toLocaleString()}.`
            : questionnaire.status === 'done'
              ? `Every answer is approved: send the filled file back to ${fromMember.email}.`
              : `Approve every answer to send the filled file back to ${fromMember.email}.`}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={deleting}
        title="Delete this questionnaire?"
        body={`${questionnaire.fileName}, its drafts, reviews and comments are deleted. Answers kept in the knowledge base stay.`}
        confirmLabel="Delete"
        pending={actions.remove.isPending}
        error={actions.remove.error?.message ?? null}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          actions.remove.mutate(undefined, {
            onSuccess: () => void navigate('/app/questionnaires'),
          })
        }
      />
    </Stack>
  );
}
