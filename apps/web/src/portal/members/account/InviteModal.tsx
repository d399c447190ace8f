/**
 * Invite colleagues (docs/access.md, Request access, Invite colleagues and Messages): e-mail chips
 * separated by Enter, Space, Tab or comma, an optional short note (quoted in the mail as plain
 * text), a success page with 'Invite a different colleague', and the 'Problem inviting your
 * colleagues' modal when sending fails. Refusals the member can act on (an address at another
 * domain, the daily cap) show their message in the form instead.
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
  AppError,
  INVITE_NOTE_MAX,
  INVITE_SEPARATOR_KEYS,
  inviteEntryError,
  splitInviteEntries,
} from '@trustfront/core';
import { useState, type KeyboardEvent } from 'react';
import { useInviteColleagues } from '../../../api/portal-access.ts';
import { useFormat, useT, type TFunction } from '../../i18n/use-t.tsx';

export interface InviteModalProps {
  opened: boolean;
  onClose: () => void;
  accountId: string;
}

const SEPARATORS: ReadonlySet<string> = new Set(INVITE_SEPARATOR_KEYS);

/** A chip's refusal (core's `inviteEntryError`) in the reader's language. */
function entryError(entry: string, added: readonly string[], t: TFunction): string | null {
  const failure = inviteEntryError(entry, added);
  if (!failure) return null;
  const value = entry.trim();
  if (failure === M.inviteInvalid(value)) return t('invite.errors.invalid', { value });
  if (failure === M.inviteDuplicate(value)) return t('invite.errors.duplicate', { value });
  return failure;
}

/** Refusals whose message tells the member what to change (or when to come back). */
const SHOWN_REFUSALS: ReadonlySet<string> = new Set([
  'invite_domain_not_allowed',
  'invite_limit_reached',
  'invalid_request',
]);

export default function InviteModal({ opened, onClose, accountId }: InviteModalProps) {
  const t = useT();
  const format = useFormat();
  const invite = useInviteColleagues(accountId);
  const [page, setPage] = useState<'inviteForm' | 'success'>('inviteForm');
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Adds entries as chips; answers whether all were valid. */
  const add = (entries: string[]): boolean => {
    let next = emails;
    for (const entry of entries) {
      const failure = entryError(entry, next, t);
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
      setError(t('invite.errors.required'));
      return;
    }
    try {
      const answer = await invite.mutateAsync({ emails: all, message });
      if (!answer.ok) throw new Error('Not sent');
      setPage('success');
    } catch (failure) {
      if (failure instanceof AppError && SHOWN_REFUSALS.has(failure.code)) {
        setRefusal(failure.message);
      } else setProblem(true);
    }
  };
  const restart = () => {
    setEmails([]);
    setDraft('');
    setMessage('');
    setError(null);
    setRefusal(null);
    setPage('inviteForm');
  };
  const close = () => {
    restart();
    onClose();
  };
  // Send with no address says 'Required' (then stays disabled until one is typed).
  const invalid = error !== null || message.trim().length > INVITE_NOTE_MAX;
  return (
    <>
      <Modal opened={opened && !problem} onClose={close} title={t('invite.title')} size="lg">
        {page === 'inviteForm' ? (
          <Stack gap="md" data-testid="invite-form">
            <PillsInput
              label={t('invite.emails')}
              description={t('invite.emailsHint')}
              error={error}
            >
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
                  aria-label={t('invite.colleagueEmail')}
                  onChange={(event) => {
                    setDraft(event.currentTarget.value);
                    setError(null);
                    setRefusal(null);
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
              label={t('invite.note')}
              description={t('invite.noteHint', { max: format.number(INVITE_NOTE_MAX) })}
              value={message}
              maxLength={INVITE_NOTE_MAX}
              onChange={(event) => {
                setMessage(event.currentTarget.value);
                setRefusal(null);
              }}
              autosize
              minRows={3}
            />
            <Text size="xs" c="dimmed" ta="right" mt={-12} data-testid="invite-note-count">
              {message.length} / {INVITE_NOTE_MAX}
            </Text>
            {refusal ? (
              <Text c="red" size="sm" role="alert" data-testid="invite-refusal">
                {refusal}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={send} disabled={invalid} loading={invite.isPending}>
                {t('invite.send')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md" data-testid="invite-success">
            <Title order={3}>{t('invite.sentTitle')}</Title>
            <Text>{t('invite.sentBody')}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={restart}>
                {t('invite.different')}
              </Button>
              <Button onClick={close}>{t('invite.ok')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={problem} onClose={() => setProblem(false)} title={t('invite.problemTitle')}>
        <Stack gap="md">
          <Text>{t('invite.problemBody')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setProblem(false)}>{t('invite.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
