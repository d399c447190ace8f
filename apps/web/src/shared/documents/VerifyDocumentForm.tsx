/**
 * 'Verify a document' (docs/documents.md, Verify a document): a file dropped or chosen, or its
 * SHA-256 typed, then what the server says of it. The portal's page and the private app's dialog
 * show the same form, each asking its own route (`path`); the file is hashed by the server.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSearch } from '../../ui/icons/icons.ts';
import { VERIFY_TEXTS as T, ZSha256, formatLetterDate, type TVerifyAnswer } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { FileDropZone } from './FileDropZone.tsx';
import { useVerifyDocument, type VerifyInput } from '../../api/document-verify.ts';

const dateOf = (iso: string) => formatLetterDate(new Date(iso));

function VerifyResult({ answer }: { answer: TVerifyAnswer }) {
  if (!answer.recognised) {
    return (
      <Alert color="red" title={T.notRecognisedTitle} data-testid="verify-result">
        <Text size="sm">{T.notRecognised}</Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          SHA-256 {answer.sha256}
        </Text>
      </Alert>
    );
  }
  const heading = answer.copy
    ? answer.issuedTo
      ? T.copyIssuedTo(answer.issuedTo)
      : T.genuineCopy
    : answer.title
      ? T.genuine
      : T.genuineUnnamed;
  const current = answer.status === 'current';
  return (
    <Alert
      color={current ? 'green' : 'yellow'}
      title={heading}
      data-testid="verify-result"
      data-status={answer.status}
    >
      <Stack gap={4}>
        {answer.title ? (
          <Text fw={600} data-testid="verify-title">
            {answer.title}
          </Text>
        ) : null}
        {answer.fileName ? <Text size="sm">{answer.fileName}</Text> : null}
        <Text size="sm">
          {T.version(answer.version)} · {T.published(dateOf(answer.publishedAt))}
        </Text>
        <Text size="sm" fw={500}>
          {current ? T.current : T.superseded(answer.supersededAt && dateOf(answer.supersededAt))}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          SHA-256 {answer.sha256}
        </Text>
      </Stack>
    </Alert>
  );
}

export function VerifyDocumentForm({ path }: { path: string }) {
  const verify = useVerifyDocument(path);
  const [sha256, setSha256] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (input: VerifyInput) => {
    setError(null);
    verify.reset();
    verify.mutate(input);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSha256.safeParse(sha256);
    if (parsed.success) send({ sha256: parsed.data });
    else setError(parsed.error.issues[0]?.message ?? T.sha256Placeholder);
  };

  return (
    <Stack gap="md">
      <FileDropZone
        testId="verify-drop"
        icon={<IconFileSearch size={32} aria-hidden />}
        label={T.drop}
        button={T.chooseFile}
        pending={verify.isPending}
        onFile={(file) => send({ file })}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={T.sha256}
            placeholder={T.sha256Placeholder}
            value={sha256}
            onChange={(event) => setSha256(event.currentTarget.value)}
            error={error}
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={verify.isPending}>
            {T.verify}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {verify.isError ? <Alert color="red">{verify.error.message}</Alert> : null}
        {verify.data ? <VerifyResult answer={verify.data} /> : null}
      </div>
    </Stack>
  );
}
