/**
 * One question of the review: the question (id, section), the drafted answer and its
 * explanation, the confidence with its reason, the sources, the state, and what staff do to it.
 * A row of the grid on wide screens, a card of its own on narrow ones; focusable, so that the
 * review is done by keyboard (ReviewGrid).
 */
import { Anchor, Badge, Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { TDraftSource, TWorkspaceQuestion } from '@trustfront/core';
import type { KeyboardEvent, Ref } from 'react';
import { ConfidenceBadge, StateBadge } from './status.tsx';

export interface QuestionActions {
  onEdit: () => void;
  onApprove: () => void;
  onReopen: () => void;
  onComments: () => void;
  onAssign: (assigneeId: string | null) => void;
}

/** A question can be approved once it has an answer. */
export const canApprove = (q: TWorkspaceQuestion) => q.state !== 'approved' && Boolean(q.answer);

function Source({ source }: { source: TDraftSource }) {
  return (
    <Group gap={4} wrap="nowrap">
      {source.url ? (
        <Anchor href={source.url} target="_blank" rel="noreferrer" size="sm">
          {source.title}
        </Anchor>
      ) : (
        <Text size="sm">{source.title}</Text>
      )}
      {source.internal ? (
        <Badge size="xs" color="orange" variant="outline">
          Internal
        </Badge>
      ) : null}
    </Group>
  );
}

export function QuestionCard({
  question: q,
  staff,
  actions,
  rowRef,
  focusable,
  onFocus,
  onKeyDown,
}: {
  question: TWorkspaceQuestion;
  staff: { value: string; label: string }[];
  actions: QuestionActions;
  rowRef: Ref<HTMLDivElement>;
  /** The one row reached by Tab (the others by the arrow keys). */
  focusable: boolean;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const name = q.ref ?? `Row ${q.row}`;
  const draft = q.draft;
  const assignees =
    q.assignee && !staff.some((s) => s.value === q.assignee?.id)
      ? [...staff, { value: q.assignee.id, label: q.assignee.name }]
      : staff;
  return (
    <Paper
      ref={rowRef}
      withBorder
      p="sm"
      role="listitem"
      aria-label={`Question ${name}`}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      data-testid="review-question"
      data-state={q.state}
      className="review-question"
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Group gap="xs">
            <Text fw={700} size="sm">
              {name}
            </Text>
            {q.section ? (
              <Text size="xs" c="dimmed">
                {q.section}
              </Text>
            ) : null}
          </Group>
          <Text size="sm">{q.text}</Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600} data-testid="draft-answer">
              {q.answer ?? 'No answer yet'}
            </Text>
            {q.explanation ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {q.explanation}
              </Text>
            ) : null}
            {q.approved ? (
              <Text size="xs" c="dimmed">
                Approved by {q.approved.by}, {new Date(q.approved.at).toLocaleString()}
              </Text>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Stack gap={4}>
            {draft?.confidence ? <ConfidenceBadge confidence={draft.confidence} /> : null}
            {draft?.reason ? (
              <Text size="xs" c="dimmed">
                {draft.reason}
              </Text>
            ) : null}
            {draft?.sources.map((s, i) => (
              <Source key={`${s.type}-${i}`} source={s} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Stack gap={6}>
            <StateBadge state={q.state} />
            <Select
              size="xs"
              aria-label={`Assignee of ${name}`}
              placeholder="Unassigned"
              data={assignees}
              value={q.assignee?.id ?? null}
              clearable
              onChange={actions.onAssign}
            />
            <Group gap={6}>
              <Button size="compact-sm" variant="default" onClick={actions.onEdit}>
                Edit
              </Button>
              {q.state === 'approved' ? (
                <Button size="compact-sm" variant="subtle" onClick={actions.onReopen}>
                  Reopen
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  color="green"
                  disabled={!canApprove(q)}
                  onClick={actions.onApprove}
                >
                  Approve
                </Button>
              )}
              <Button size="compact-sm" variant="subtle" onClick={actions.onComments}>
                Comments ({q.comments.length})
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
