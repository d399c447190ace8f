/** The questionnaire itself: a file or a link, and for a public visitor who they are. */
import { Alert, Button, FileInput, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import {
  MEMBER_MESSAGES as M,
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  QUESTIONNAIRE_TYPES,
  questionnaireContentType,
  ZQuestionnaireLink,
  type TQuestionnaireSender,
} from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import type { QuestionnaireInput } from '../../api/questionnaires.ts';

const ACCEPT = Object.keys(QUESTIONNAIRE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

function fileError(file: File | null): string | null {
  if (!file) return M.questionnaireFileRequired;
  if (!questionnaireContentType(file.name)) return M.questionnaireFileType;
  if (file.size > QUESTIONNAIRE_MAX_BYTES) return M.questionnaireFileTooLarge(QUESTIONNAIRE_MAX_MB);
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
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [sender, setSender] = useState<TQuestionnaireSender>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZQuestionnaireLink.safeParse({
      ...sender,
      link: kind === 'link' ? link : 'https://example.com/',
    });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    if (isPublic && !sender.email) found.email = M.questionnaireEmailRequired;
    if (isPublic && !sender.companyName) found.companyName = M.questionnaireCompanyRequired;
    const badFile = kind === 'file' ? fileError(file) : null;
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
            { value: 'file', label: M.uploadFile },
            { value: 'link', label: M.provideLink },
          ]}
        />
        {kind === 'file' ? (
          <FileInput
            label={M.uploadFile}
            placeholder="PDF, Word, Excel, CSV or text"
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            error={errors.file}
            clearable
          />
        ) : (
          <TextInput
            label="Link to the questionnaire"
            placeholder="https://"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={errors.link}
          />
        )}
        {isPublic ? (
          <>
            <TextInput
              label="Email"
              value={sender.email ?? ''}
              onChange={(e) => setSender({ ...sender, email: e.currentTarget.value })}
              error={errors.email}
            />
            <TextInput
              label="Company name"
              value={sender.companyName ?? ''}
              onChange={(e) => setSender({ ...sender, companyName: e.currentTarget.value })}
              error={errors.companyName}
            />
          </>
        ) : null}
        <TextInput
          label="Note (optional)"
          value={sender.note ?? ''}
          onChange={(e) => setSender({ ...sender, note: e.currentTarget.value })}
          error={errors.note}
        />
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
