/**
 * The review's dialogs for one question: edit its answer and explanation; approve an answer a
 * person wrote, offering to keep it in the knowledge base; read and add comments.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { TQuestionPatch, TWorkspaceQuestion } from '@trustfront/core';
import { useState, type ReactNode } from 'react';

export interface PatchProps {
  pending: boolean;
  error: Error | null;
  onPatch: (patch: TQuestionPatch) => Promise<unknown>;
  onClose: () => void;
}

const title = (q: TWorkspaceQuestion) => q.ref ?? `Row ${q.row}`;

/** The server's refusal, if any, then the button that closes the dialog and the one that acts. */
function DialogFoot({
  error,
  closeLabel,
  onClose,
  children,
}: {
  error: Error | null;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {closeLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}

export function EditAnswerDialog({
  question,
  answerOptions,
  pending,
  error,
  onPatch,
  onClose,
}: PatchProps & { question: TWorkspaceQuestion; answerOptions: string[] | null }) {
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [explanation, setExplanation] = useState(question.explanation ?? '');
  const save = () =>
    onPatch({ answer: answer.trim() || null, explanation: explanation.trim() || null })
      .then(onClose)
      .catch(() => undefined);
  return (
    <Modal opened onClose={onClose} title={`Edit the answer to ${title(question)}`} size="lg">
      <Stack>
        <Text size="sm">{question.text}</Text>
        {answerOptions?.length ? (
          <Select
            label="Answer"
            data={answerOptions}
            value={answer || null}
            onChange={(value) => setAnswer(value ?? '')}
            clearable
            data-autofocus
          />
        ) : (
          <Textarea
            label="Answer"
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            autosize
            minRows={2}
            data-autofocus
          />
        )}
        <Textarea
          label="Explanation"
          value={explanation}
          onChange={(e) => setExplanation(e.currentTarget.value)}
          autosize
          minRows={3}
        />
        <DialogFoot error={error} closeLabel="Cancel" onClose={onClose}>
          <Button onClick={() => void save()} loading={pending}>
            Save answer
          </Button>
        </DialogFoot>
      </Stack>
    </Modal>
  );
}

/** Approving an answer a person wrote or edited: keep it in the knowledge base too? */
export function ApproveDialog({
  question,
  pending,
  error,
  onPatch,
  onClose,
}: PatchProps & { question: TWorkspaceQuestion }) {
  const [keep, setKeep] = useState(true);
  const approve = () =>
    onPatch({ approved: true, keepInKnowledgeBase: keep })
      .then(onClose)
      .catch(() => undefined);
  return (
    <Modal opened onClose={onClose} title={`Approve the answer to ${title(question)}`}>
      <Stack>
        <Text size="sm">
          A person wrote this answer. Kept in the knowledge base, it answers the same question next
          time, in questionnaires and in Ask AI.
        </Text>
        <Checkbox
          label="Keep in knowledge base"
          checked={keep}
          onChange={(e) => setKeep(e.currentTarget.checked)}
        />
        <DialogFoot error={error} closeLabel="Cancel" onClose={onClose}>
          <Button color="green" onClick={() => void approve()} loading={pending} data-autofocus>
            Approve
          </Button>
        </DialogFoot>
      </Stack>
    </Modal>
  );
}

export function CommentsDialog({
  question,
  pending,
  error,
  onPatch,
  onClose,
}: PatchProps & { question: TWorkspaceQuestion }) {
  const [text, setText] = useState('');
  const add = () =>
    onPatch({ comment: text })
      .then(() => setText(''))
      .catch(() => undefined);
  return (
    <Modal opened onClose={onClose} title={`Comments on ${title(question)}`} size="lg">
      <Stack>
        {question.comments.length === 0 ? (
          <Text c="dimmed" size="sm">
            No comments yet.
          </Text>
        ) : (
          question.comments.map((c) => (
            <Paper key={c.id} withBorder p="xs" data-testid="question-comment">
              <Text size="xs" c="dimmed">
                {c.author} · {new Date(c.createdAt).toLocaleString()}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.text}
              </Text>
            </Paper>
          ))
        )}
        <Textarea
          label="Comment"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          data-autofocus
        />
        <DialogFoot error={error} closeLabel="Done" onClose={onClose}>
          <Button onClick={() => void add()} loading={pending} disabled={!text.trim()}>
            Add comment
          </Button>
        </DialogFoot>
      </Stack>
    </Modal>
  );
}
