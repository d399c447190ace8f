/** The questionnaire itself: a file or a link, and for a public visitor who they are. */
import { Alert, Button, FileInput, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import {
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  QUESTIONNAIRE_TYPES,
  questionnaireContentType,
  ZQuestionnaireLink,
  type TQuestionnaireSender,
} from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import type { QuestionnaireInput } from '../../api/questionnaires.ts';
import { useMessageT } from '../i18n/messages.ts';
import { useT, type TFunction } from '../i18n/use-t.tsx';

const ACCEPT = Object.keys(QUESTIONNAIRE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

function fileError(file: File | null, t: TFunction): string | null {
  if (!file) return t('questionnaires.errors.fileRequired');
  if (!questionnaireContentType(file.name)) return t('questionnaires.errors.fileType');
  if (file.size > QUESTIONNAIRE_MAX_BYTES) {
    return t('questionnaires.errors.fileTooLarge', { mb: QUESTIONNAIRE_MAX_MB });
  }
  return null;
}

export function QuestionnaireForm({
  isPublic,
  sending,
  error,
  onSend,
}: {
  isPublic: boolean;
  sending: boolean;
  error: string | null;
  onSend: (input: QuestionnaireInput) => void;
}) {
  const t = useT();
  const messageT = useMessageT('questionnaires.errors');
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [sender, setSender] = useState<TQuestionnaireSender>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field's error goes once the field is changed; sending checks it again.
  const clearError = (field: string) =>
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([k]) => k !== field)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZQuestionnaireLink.safeParse({
      ...sender,
      link: kind === 'link' ? link : 'https://example.com/',
    });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      found[String(issue.path[0])] ??= messageT(issue.message) ?? issue.message;
    }
    if (isPublic && !sender.email) found.email = t('questionnaires.errors.emailRequired');
    if (isPublic && !sender.companyName) {
      found.companyName = t('questionnaires.errors.companyRequired');
    }
    const badFile = kind === 'file' ? fileError(file, t) : null;
    if (badFile) found.file = badFile;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    const cleanSender = isPublic ? parsed.data : { note: parsed.data.note };
    if (kind === 'file' && file) onSend({ kind, file, sender: cleanSender });
    else onSend({ kind: 'link', link: parsed.data.link, sender: cleanSender });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value === 'link' ? 'link' : 'file')}
          data={[
            { value: 'file', label: t('questionnaires.uploadFile') },
            { value: 'link', label: t('questionnaires.provideLink') },
          ]}
        />
        {kind === 'file' ? (
          <FileInput
            label={t('questionnaires.uploadFile')}
            placeholder={t('questionnaires.filePlaceholder')}
            accept={ACCEPT}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              clearError('file');
            }}
            error={errors.file}
            clearable
          />
        ) : (
          <TextInput
            label={t('questionnaires.link')}
            placeholder="https://"
            value={link}
            onChange={(e) => {
              setLink(e.currentTarget.value);
              clearError('link');
            }}
            error={errors.link}
          />
        )}
        {isPublic ? (
          <>
            <TextInput
              label={t('questionnaires.email')}
              value={sender.email ?? ''}
              onChange={(e) => {
                setSender({ ...sender, email: e.currentTarget.value });
                clearError('email');
              }}
              error={errors.email}
            />
            <TextInput
              label={t('questionnaires.companyName')}
              value={sender.companyName ?? ''}
              onChange={(e) => {
                setSender({ ...sender, companyName: e.currentTarget.value });
                clearError('companyName');
              }}
              error={errors.companyName}
            />
          </>
        ) : null}
        <TextInput
          label={t('questionnaires.note')}
          value={sender.note ?? ''}
          onChange={(e) => {
            setSender({ ...sender, note: e.currentTarget.value });
            clearError('note');
          }}
          error={errors.note}
        />
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {t('questionnaires.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
