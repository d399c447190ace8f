/**
 * Invite colleagues (spec 1 §2, §5, §8): e-mail chips separated by Enter, Space, Tab or comma,
 * an optional message, a success page with 'Invite a different colleague', and the 'Problem
 * inviting your colleagues' modal when sending fails.
 */
import {
  Button,
  Group,
  Modal,
  Pill,
  PillsInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  ACCESS_MESSAGES as M,
  INVITE_SEPARATOR_KEYS,
  inviteEntryError,
  splitInviteEntries,
} from '@trustfront/core';
import { useState, type KeyboardEvent } from 'react';
import { useInviteColleagues } from '../../api/portal-access.ts';

export interface InviteModalProps {
  opened: boolean;
  onClose: () => void;
  accountId: string;
}

const SEPARATORS: ReadonlySet<string> = new Set(INVITE_SEPARATOR_KEYS);

export default function InviteModal({ opened, onClose, accountId }: InviteModalProps) {
  const invite = useInviteColleagues(accountId);
  const [page, setPage] = useState<'inviteForm' | 'success'>('inviteForm');
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);

  /** Adds entries as chips; answers whether all were valid. */
  const add = (entries: string[]): boolean => {
    let next = emails;
    for (const entry of entries) {
      const failure = inviteEntryError(entry, next);
      if (failure) {
        setError(failure);
        setEmails(next);
        return false;
      }
      next = [...next, entry.trim()];
    }
    setEmails(next);
    setError(null);
    return true;
  };
  const commitDraft = () => {
    if (draft.trim() === '') return true;
    const ok = add([draft]);
    if (ok) setDraft('');
    return ok;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (SEPARATORS.has(event.key) && draft.trim() !== '') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Backspace' && draft === '' && emails.length) {
      setEmails(emails.slice(0, -1));
    }
  };
  const send = async () => {
    if (!commitDraft()) return;
    const all = draft.trim() ? [...emails, draft.trim()] : emails;
    if (all.length === 0) {
      setError(M.inviteRequired);
      return;
    }
    try {
      const answer = await invite.mutateAsync({ emails: all, message });
      if (!answer.ok) throw new Error('Not sent');
      setPage('success');
    } catch {
      setProblem(true);
    }
  };
  const restart = () => {
    setEmails([]);
    setDraft('');
    setMessage('');
    setError(null);
    setPage('inviteForm');
  };
  const close = () => {
    restart();
    onClose();
  };
  const invalid = error !== null || (emails.length === 0 && draft.trim() === '');
  return (
    <>
      <Modal opened={opened && !problem} onClose={close} title={M.inviteColleagues} size="lg">
        {page === 'inviteForm' ? (
          <Stack gap="md" data-testid="invite-form">
            <PillsInput label="Emails" error={error}>
              <Pill.Group>
                {emails.map((email) => (
                  <Pill
                    key={email}
                    withRemoveButton
                    onRemove={() => setEmails(emails.filter((e) => e !== email))}
                  >
                    {email}
                  </Pill>
                ))}
                <PillsInput.Field
                  value={draft}
                  aria-label="Colleague email"
                  onChange={(event) => {
                    setDraft(event.currentTarget.value);
                    setError(null);
                  }}
                  onKeyDown={onKeyDown}
                  onPaste={(event) => {
                    event.preventDefault();
                    add(splitInviteEntries(event.clipboardData.getData('text')));
                  }}
                />
              </Pill.Group>
            </PillsInput>
            <Textarea
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Group justify="flex-end">
              <Button onClick={send} disabled={invalid} loading={invite.isPending}>
                {M.inviteSend}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md" data-testid="invite-success">
            <Title order={3}>{M.inviteSentTitle}</Title>
            <Text>{M.inviteSentBody}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={restart}>
                {M.inviteDifferent}
              </Button>
              <Button onClick={close}>{M.ok}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={problem} onClose={() => setProblem(false)} title={M.inviteProblemTitle}>
        <Stack gap="md">
          <Text>{M.inviteProblemBody}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setProblem(false)}>{M.ok}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
