/**
 * The review grid: the questions under a filter (all, needs a person, low confidence, edited,
 * approved), one row each, reviewed by pointer or by keyboard: the arrow keys (or j and k) move
 * between rows, Enter edits the answer, a approves it, c opens its comments.
 */
import { Alert, Chip, Group, Stack, Text } from '@mantine/core';
import {
  learnsFromApproval,
  QUESTION_FILTERS,
  questionMatchesFilter,
  type QuestionFilter,
  type TQuestionPatch,
  type TWorkspaceQuestion,
  type TWorkspaceQuestionnaire,
} from '@trustfront/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  useQuestionnaireAssignees,
  useWorkspaceActions,
} from '../../api/questionnaire-workspace.ts';
import { ApproveDialog, CommentsDialog, EditAnswerDialog } from './QuestionDialogs.tsx';
import { canApprove, QuestionCard } from './QuestionCard.tsx';

const FILTER_LABELS: Record<QuestionFilter, string> = {
  all: 'All',
  needs_person: 'Needs a person',
  low: 'Low confidence',
  edited: 'Edited',
  approved: 'Approved',
};

type Open = { kind: 'edit' | 'approve' | 'comments'; id: string } | null;

export const REVIEW_KEYS_HELP =
  'Keyboard: Tab to the questions, then the arrow keys or j and k move between them, Enter edits the answer, a approves it and c opens its comments.';

export function ReviewGrid({ questionnaire }: { questionnaire: TWorkspaceQuestionnaire }) {
  const [filter, setFilter] = useState<QuestionFilter>('all');
  // An assignment mail's link names its question: the review opens on it.
  const [search] = useSearchParams();
  const linked = search.get('question');
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      questionnaire.questions.findIndex((q) => q.id === linked),
    ),
  );
  const [open, setOpen] = useState<Open>(null);
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  const linkedFocused = useRef(false);
  const { patchQuestion } = useWorkspaceActions(questionnaire.id);
  const assignees = useQuestionnaireAssignees();
  const staff = (assignees.data ?? []).map((m) => ({ value: m.id, label: m.name || m.email }));
  const shown = questionnaire.questions.filter((q) => questionMatchesFilter(q, filter));
  const current = Math.min(active, Math.max(0, shown.length - 1));
  const count = (f: QuestionFilter) =>
    questionnaire.questions.filter((q) => questionMatchesFilter(q, f)).length;
  const openQuestion = open ? questionnaire.questions.find((q) => q.id === open.id) : undefined;

  const patch = (q: TWorkspaceQuestion, body: TQuestionPatch) =>
    patchQuestion.mutateAsync({ questionId: q.id, ...body });
  const approve = (q: TWorkspaceQuestion) => {
    if (!canApprove(q)) return;
    patchQuestion.reset();
    // An answer a person wrote may be kept in the knowledge base: ask first.
    if (learnsFromApproval(q.state)) setOpen({ kind: 'approve', id: q.id });
    else void patch(q, { approved: true }).catch(() => undefined);
  };
  const show = (kind: 'edit' | 'comments', q: TWorkspaceQuestion) => {
    patchQuestion.reset();
    setOpen({ kind, id: q.id });
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    rows.current[next]?.focus();
  };
  const onKeyDown =
    (q: TWorkspaceQuestion, i: number) => (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
        return;
      const act: Record<string, () => void> = {
        ArrowDown: () => move(i + 1),
        j: () => move(i + 1),
        ArrowUp: () => move(i - 1),
        k: () => move(i - 1),
        Home: () => move(0),
        End: () => move(shown.length - 1),
        Enter: () => show('edit', q),
        a: () => approve(q),
        c: () => show('comments', q),
      };
      const action = act[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
  const dialogProps = {
    pending: patchQuestion.isPending,
    error: patchQuestion.error,
    onClose: () => {
      setOpen(null);
      rows.current[current]?.focus();
    },
  };

  return (
    <Stack>
      <Chip.Group
        value={filter}
        onChange={(value) => {
          setFilter(value as QuestionFilter);
          setActive(0);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-label="Show questions">
          {QUESTION_FILTERS.map((f) => (
            <Chip key={f} value={f} size="sm">
              {FILTER_LABELS[f]} ({count(f)})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" id="review-keys">
        {REVIEW_KEYS_HELP}
      </Text>
      {patchQuestion.error && !open ? (
        <Alert color="red" role="alert">
          {patchQuestion.error.message}
        </Alert>
      ) : null}
      <Stack gap="xs" role="list" aria-label="Questions" aria-describedby="review-keys">
        {shown.length === 0 ? (
          <Text c="dimmed" role="listitem">
            No question matches this filter.
          </Text>
        ) : null}
        {shown.map((q, i) => (
          <QuestionCard
            key={q.id}
            question={q}
            staff={staff}
            rowRef={(el) => {
              rows.current[i] = el;
              // The linked question takes the focus once, when it first appears.
              if (el && q.id === linked && !linkedFocused.current) {
                linkedFocused.current = true;
                el.focus();
              }
            }}
            focusable={i === current}
            onFocus={() => setActive(i)}
            onKeyDown={onKeyDown(q, i)}
            actions={{
              onEdit: () => show('edit', q),
              onApprove: () => approve(q),
              onReopen: () => void patch(q, { approved: false }).catch(() => undefined),
              onComments: () => show('comments', q),
              onAssign: (assigneeId) => void patch(q, { assigneeId }).catch(() => undefined),
            }}
          />
        ))}
      </Stack>
      {openQuestion && open?.kind === 'edit' ? (
        <EditAnswerDialog
          question={openQuestion}
          answerOptions={
            questionnaire.sheets.find((s) => s.name === openQuestion.sheet)?.answerOptions ?? null
          }
          onPatch={(body) => patch(openQuestion, body)}
          {...dialogProps}
        />
      ) : null}
      {openQuestion && open?.kind === 'approve' ? (
        <ApproveDialog
          question={openQuestion}
          onPatch={(body) => patch(openQuestion, body)}
          {...dialogProps}
        />
      ) : null}
      {openQuestion && open?.kind === 'comments' ? (
        <CommentsDialog
          question={openQuestion}
          onPatch={(body) => patch(openQuestion, body)}
          {...dialogProps}
        />
      ) : null}
    </Stack>
  );
}
