/**
 * The answers of a member's questionnaire available before the answered file: those staff
 * reviewed, and those drafted with high confidence from what the member may see, when the
 * organisation sends them at once (docs/questionnaires.md, The member's side).
 */
import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMemberDrafts } from '../../api/member-questionnaire-answers.ts';
import type { CallerParams } from '../../api/client.ts';
import type { QuestionnaireStatusTexts } from './questionnaire-texts.ts';

export function MemberDraftAnswers({
  orgSlug,
  caller,
  id,
  texts,
}: {
  orgSlug: string;
  caller: CallerParams;
  id: string;
  texts: QuestionnaireStatusTexts;
}) {
  const drafts = useMemberDrafts(orgSlug, caller, id);
  if (drafts.isPending) return <Loader size="sm" />;
  if (drafts.isError) return <Alert color="red">{texts.loadFailed}</Alert>;
  const questions = drafts.data.questions;
  const answered = questions.filter((q) => q.state !== 'pending').length;
  return (
    <Stack gap="xs" data-testid="member-draft-answers">
      <Text size="sm" fw={600}>
        {texts.answeredCount(answered, questions.length)}
      </Text>
      {questions.map((q, i) => (
        <Paper key={`${q.ref ?? ''}-${i}`} withBorder p="xs">
          <Stack gap={4}>
            <Text size="sm">
              {q.ref ? <strong>{q.ref} </strong> : null}
              {q.text}
            </Text>
            {q.state === 'pending' ? (
              <Text size="sm" c="dimmed">
                {texts.pending}
              </Text>
            ) : (
              <>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {q.answer}
                  </Text>
                  <Badge
                    size="xs"
                    variant="light"
                    color={q.state === 'reviewed' ? 'green' : 'blue'}
                  >
                    {q.state === 'reviewed' ? texts.reviewed : texts.instant}
                  </Badge>
                </Group>
                {q.explanation ? <Text size="sm">{q.explanation}</Text> : null}
                {q.sources.length > 0 ? (
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {texts.sources}:
                    </Text>
                    {q.sources.map((s) =>
                      s.url ? (
                        <Anchor key={s.title} href={s.url} size="xs">
                          {s.title}
                        </Anchor>
                      ) : (
                        <Text key={s.title} size="xs">
                          {s.title}
                        </Text>
                      ),
                    )}
                  </Group>
                ) : null}
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
