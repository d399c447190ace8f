/**
 * /app/questionnaires/:id/mapping: where the questions were found on each sheet, for staff to
 * correct, with the count per sheet and in all; then 'Draft answers' starts the drafting
 * (docs/questionnaires.md, Reviewing in the private app).
 */
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TWorkspaceQuestionnaire } from '@trustfront/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useWorkspaceActions,
  useWorkspaceQuestionnaire,
} from '../../api/questionnaire-workspace.ts';
import { AppError } from '../../api/client.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SheetMappingCard, questionsFound, type SheetDraft } from './SheetMappingCard.tsx';

const draftsOf = (q: TWorkspaceQuestionnaire): SheetDraft[] =>
  q.sheets.map(({ questions: _q, answerOptions: _o, ...sheet }) => sheet);

const isDraftsLost = (error: Error | null) =>
  error instanceof AppError && error.code === 'drafts_would_be_lost';

export default function MappingPage() {
  const { id = '' } = useParams();
  const questionnaire = useWorkspaceQuestionnaire(id);
  if (questionnaire.isPending) {
    return (
      <Center mih="30vh">
        <Loader />
      </Center>
    );
  }
  if (questionnaire.isError) return <ErrorPage message={questionnaire.error.message} />;
  return <MappingForm questionnaire={questionnaire.data} />;
}

function MappingForm({ questionnaire }: { questionnaire: TWorkspaceQuestionnaire }) {
  const { id } = questionnaire;
  const navigate = useNavigate();
  const actions = useWorkspaceActions(id);
  // The sheets as staff changed them, until saved; else as the server last counted them.
  const [edited, setEdited] = useState<SheetDraft[] | null>(null);
  const sheets = edited ?? draftsOf(questionnaire);
  const dirty = edited !== null;
  // While drafting the mapping waits; once drafted, a new one replaces the drafts, confirmed.
  const editable = questionnaire.status !== 'drafting';
  const drafted = questionnaire.status === 'review' || questionnaire.status === 'done';
  const total = questionnaire.sheets.reduce((sum, s) => sum + s.questions, 0);
  const save = async (confirm = false) => {
    await actions.saveMapping.mutateAsync({ sheets, ...(confirm ? { confirm } : {}) });
    setEdited(null);
  };
  const draft = async () => {
    if (dirty) await save();
    await actions.draft.mutateAsync();
    void navigate(`/app/questionnaires/${id}`);
  };
  const lost = isDraftsLost(actions.saveMapping.error);
  const error = (lost ? null : actions.saveMapping.error) ?? actions.draft.error;
  return (
    <Stack>
      <Anchor component={Link} to="/app/questionnaires" size="sm">
        Back to questionnaires
      </Anchor>
      <Title order={2}>Questions in {questionnaire.fileName}</Title>
      <Text c="dimmed">
        Check where the questions are on each sheet: the row of the column headings, and the columns
        holding each question&apos;s id, the question, the answer and a comment. A sheet without a
        header row holds no questions.
      </Text>
      {drafted ? (
        <Alert color="blue">
          The answers are drafted from this mapping; a new mapping replaces them.{' '}
          <Anchor component={Link} to={`/app/questionnaires/${id}`}>
            Review the answers
          </Anchor>
        </Alert>
      ) : null}
      {sheets.map((sheet, i) => {
        const saved = questionnaire.sheets.find((s) => s.name === sheet.name);
        return (
          <SheetMappingCard
            key={sheet.name}
            sheet={sheet}
            found={saved?.questions ?? 0}
            answerOptions={saved?.answerOptions ?? null}
            editable={editable}
            onChange={(next) => {
              setEdited(sheets.map((s, j) => (j === i ? next : s)));
            }}
          />
        );
      })}
      <Text fw={600} data-testid="questions-total">
        {questionsFound(total)} in total
        {dirty ? ' (save to count again)' : ''}
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={lost}
        title="Replace the drafted questions?"
        body={actions.saveMapping.error?.message ?? ''}
        confirmLabel="Replace"
        pending={actions.saveMapping.isPending}
        error={null}
        onClose={() => actions.saveMapping.reset()}
        onConfirm={() => void save(true).catch(() => undefined)}
      />
      {editable ? (
        <Group>
          <Button
            variant="default"
            onClick={() => void save().catch(() => undefined)}
            loading={actions.saveMapping.isPending}
            disabled={!dirty}
          >
            Save
          </Button>
          <Button
            onClick={() => void draft().catch(() => undefined)}
            loading={actions.draft.isPending}
            disabled={(!dirty && total === 0) || drafted}
          >
            Draft answers
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
