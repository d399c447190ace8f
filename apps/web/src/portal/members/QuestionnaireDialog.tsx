/**
 * The questionnaire flow (docs/access.md, Member features): 'Questionnaires can take some time'
 * with View Documents, then a file or a link, then the success text for a member or a public
 * visitor.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSendQuestionnaire } from '../../api/questionnaires.ts';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import { QuestionnaireForm } from './QuestionnaireForm.tsx';

type Step = 'info' | 'form' | 'sent';

function showDocuments() {
  document
    .querySelector('[data-section="documents"]')
    ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export default function QuestionnaireDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { orgSlug, view, accountId } = usePortal();
  const [step, setStep] = useState<Step>('info');
  const send = useSendQuestionnaire(orgSlug, { accountId });
  const isPublic = view.mode === 'public';
  const close = () => {
    onClose();
    setStep('info');
    send.reset();
  };
  const title =
    step === 'info'
      ? t('questionnaires.infoTitle')
      : step === 'form'
        ? t('questionnaires.submit')
        : t('questionnaires.sentTitle');
  return (
    <Modal opened={opened} onClose={close} title={title} data-testid="questionnaire-dialog">
      {step === 'info' ? (
        <Stack>
          <Text size="sm">{t('questionnaires.infoBody')}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                close();
                showDocuments();
              }}
            >
              {t('questionnaires.viewDocuments')}
            </Button>
            <Button onClick={() => setStep('form')}>{t('questionnaires.continue')}</Button>
          </Group>
        </Stack>
      ) : null}
      {step === 'form' ? (
        <QuestionnaireForm
          isPublic={isPublic}
          sending={send.isPending}
          error={send.error?.message ?? null}
          onSend={(input) => send.mutate(input, { onSuccess: () => setStep('sent') })}
        />
      ) : null}
      {step === 'sent' ? (
        <Stack>
          <Text data-testid="questionnaire-sent">
            {isPublic
              ? t('questionnaires.hearBack', { org: view.org.name })
              : t('questionnaires.viewUnderQuestionnaires')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('questionnaires.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
