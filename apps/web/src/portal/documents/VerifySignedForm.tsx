/**
 * 'Verify a questionnaire or an answer' on the portal's Verify page (docs/questionnaires.md,
 * Signed answers): a filled questionnaire dropped or chosen, or a copied Ask AI answer pasted;
 * then whether its signature holds, when the trust center gave it, what fails, and whether each
 * source changed since. Every word is the reader's language's.
 */
import { Alert, Badge, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { intlLocaleOf, type SourceStatus, type TSignedVerification } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { FileDropZone } from '../../shared/documents/FileDropZone.tsx';
import { useVerifySigned, type VerifySignedInput } from '../../api/document-verify.ts';
import { IconShieldCheck } from '../../ui/icons/icons.ts';
import { useErrorText } from '../i18n/errors.ts';
import { useLanguage, useT } from '../i18n/use-t.tsx';

const STATUS_COLORS: Record<SourceStatus, string> = {
  unchanged: 'green',
  changed: 'yellow',
  removed: 'gray',
};

function SignedResult({ answer }: { answer: TSignedVerification }) {
  const t = useT();
  const language = useLanguage();
  const when = (iso: string) =>
    `${new Intl.DateTimeFormat(intlLocaleOf(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso))} UTC`;
  const { signed } = answer;
  return (
    <Alert
      color={answer.valid ? 'green' : 'red'}
      title={answer.valid ? t('verifySigned.valid') : t('verifySigned.invalid')}
      data-testid="signed-result"
      data-valid={answer.valid}
    >
      <Stack gap="xs">
        {answer.failures.length > 0 ? (
          <List size="sm" spacing={2} data-testid="signed-failures">
            {answer.failures.map((f) => (
              <List.Item key={`${f.code}:${f.at ?? ''}`}>
                {t(`verifySigned.failures.${f.code}`, { at: f.at ?? '' })}
              </List.Item>
            ))}
          </List>
        ) : null}
        {signed ? (
          <>
            <Text size="sm" fw={500} data-testid="signed-given">
              {t('verifySigned.givenBy', {
                organisation: signed.organisation,
                date: when(signed.issuedAt),
              })}
            </Text>
            {signed.fileName ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('verifySigned.questionnaire', { name: signed.fileName, count: signed.answers })}
              </Text>
            ) : null}
            {signed.question ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {t('verifySigned.question')}:
                </Text>{' '}
                {signed.question}
              </Text>
            ) : null}
            {signed.answer ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {t('verifySigned.answer')}:
                </Text>{' '}
                {signed.answer}
              </Text>
            ) : null}
            <Text size="sm" fw={600}>
              {t('verifySigned.sources')}
            </Text>
            {answer.sources.length === 0 ? (
              <Text size="sm">{t('verifySigned.noSources')}</Text>
            ) : (
              <Stack gap={4} data-testid="signed-sources">
                {answer.sources.map((s, i) => (
                  <Group
                    key={`${s.type}:${s.title}:${i}`}
                    gap="xs"
                    wrap="nowrap"
                    justify="space-between"
                    data-testid="signed-source"
                    data-status={s.status}
                  >
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {s.title}
                    </Text>
                    <Badge
                      color={STATUS_COLORS[s.status]}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {t(`verifySigned.status.${s.status}`)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}

export function VerifySignedForm({ path }: { path: string }) {
  const t = useT();
  const errorText = useErrorText();
  const verify = useVerifySigned(path);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (input: VerifySignedInput) => {
    setError(null);
    verify.reset();
    verify.mutate(input);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') setError(t('verifySigned.pasteMissing'));
    else send({ text });
  };

  return (
    <Stack gap="md" data-testid="verify-signed">
      <Title order={2} size="h3">
        {t('verifySigned.title')}
      </Title>
      <Text c="dimmed">{t('verifySigned.intro')}</Text>
      <FileDropZone
        testId="verify-signed-drop"
        icon={<IconShieldCheck size={32} aria-hidden />}
        label={t('verifySigned.drop')}
        button={t('verifySigned.chooseFile')}
        pending={verify.isPending}
        onFile={(file) => send({ file })}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('verifySigned.paste')}
            placeholder={t('verifySigned.pastePlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            autosize
            minRows={4}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button type="submit" w="fit-content" loading={verify.isPending}>
            {t('verifySigned.verify')}
          </Button>
        </Stack>
      </form>
      <div aria-live="polite">
        {verify.isError ? <Alert color="red">{errorText(verify.error)}</Alert> : null}
        {verify.data ? <SignedResult answer={verify.data} /> : null}
      </div>
    </Stack>
  );
}
