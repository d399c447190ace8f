/**
 * Redacting a change published by mistake (docs/transparency-log.md, Redaction): the staff say
 * why, the change leaves history.json, the log's entries and the Changes page, and its log entry
 * keeps its hash with the day it was redacted. The reason goes to the audit log.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ZRedactChangeRequest } from '@trustfront/core';
import { useRedactChange } from '../../api/trust-history.ts';

export function RedactChangeButton({ changeId, title }: { changeId: string; title: string }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const redact = useRedactChange();
  const close = () => {
    setOpened(false);
    setReason('');
    setInvalid(null);
    redact.reset();
  };
  const submit = () => {
    const parsed = ZRedactChangeRequest.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    redact.mutate({ id: changeId, ...parsed.data }, { onSuccess: close });
  };
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setOpened(true)}>
        Redact
      </Button>
      <Modal opened={opened} onClose={close} title="Redact this change">
        <Stack>
          <Text size="sm">
            “<span data-literal>{title}</span>” leaves the published history and the Changes page.
            The transparency log keeps its hash, marked as redacted today, so the log still
            verifies; the reason goes to the audit log.
          </Text>
          <Textarea
            label="Why is it redacted?"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={invalid}
            autosize
            minRows={2}
            data-autofocus
          />
          {redact.error ? <Alert color="red">{redact.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={redact.isPending} onClick={submit}>
              Redact
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
