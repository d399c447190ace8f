/** How the questionnaire workspace shows where a questionnaire and each question stand. */
import { Badge, Group, Progress, Text } from '@mantine/core';
import type { Confidence, QuestionState, WorkspaceStatus } from '@trustfront/core';

export const STATUS_LABELS: Record<WorkspaceStatus, string> = {
  imported: 'Mapping to check',
  drafting: 'Drafting',
  review: 'In review',
  done: 'Done',
};

const STATUS_COLORS: Record<WorkspaceStatus, string> = {
  imported: 'gray',
  drafting: 'blue',
  review: 'yellow',
  done: 'green',
};

export const STATE_LABELS: Record<QuestionState, string> = {
  new: 'Not drafted',
  drafted: 'Drafted',
  needs_person: 'Needs a person',
  edited: 'Edited',
  approved: 'Approved',
};

const STATE_COLORS: Record<QuestionState, string> = {
  new: 'gray',
  drafted: 'blue',
  needs_person: 'orange',
  edited: 'grape',
  approved: 'green',
};

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

const CONFIDENCE_COLORS: Record<Confidence, string> = {
  high: 'green',
  medium: 'yellow',
  low: 'red',
};

export function StatusBadge({ status }: { status: WorkspaceStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function StateBadge({ state }: { state: QuestionState }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]}>
      {STATE_LABELS[state]}
    </Badge>
  );
}

export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  return (
    <Badge variant="light" color={CONFIDENCE_COLORS[confidence]}>
      {CONFIDENCE_LABELS[confidence]}
    </Badge>
  );
}

/** 'Drafted 3 of 12' while drafting, 'Approved 3 of 12' after, with a bar. */
export function WorkspaceProgress({
  status,
  progress,
}: {
  status: WorkspaceStatus;
  progress: { done: number; total: number };
}) {
  const label = `${status === 'drafting' ? 'Drafted' : 'Approved'} ${progress.done} of ${progress.total}`;
  const value = progress.total === 0 ? 0 : (progress.done / progress.total) * 100;
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress value={value} aria-label={label} w={80} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
