/**
 * "Questionnaires" in the member's menu: what their account has sent, where each stands, the
 * answered file once staff sent it back, and the answers available before (docs/questionnaires.md,
 * The member's side).
 */
import { Anchor, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { MemberQuestionnaireStatus, TMemberQuestionnaire } from '@trustfront/core';
import { useState } from 'react';
import { answeredFileUrl } from '../../api/member-questionnaire-answers.ts';
import { useMyQuestionnaires } from '../../api/questionnaires.ts';
import { useFormat, useLanguage, useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import { MemberDraftAnswers } from './MemberDraftAnswers.tsx';
import { QUESTIONNAIRE_STATUS_TEXTS } from './questionnaire-texts.ts';

const STATUS_COLORS: Record<MemberQuestionnaireStatus, string> = {
  received: 'gray',
  in_review: 'yellow',
  answered: 'green',
};

export default function MyQuestionnairesDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const texts = QUESTIONNAIRE_STATUS_TEXTS[useLanguage()];
  const { orgSlug, accountId } = usePortal();
  const caller = { accountId };
  const list = useMyQuestionnaires(orgSlug, caller, opened);
  const [shown, setShown] = useState<string | null>(null);
  const rows = list.data?.questionnaires ?? [];
  const name = (q: TMemberQuestionnaire) =>
    q.kind === 'link' && q.link ? (
      <Anchor href={q.link} target="_blank" rel="noreferrer">
        {q.link}
      </Anchor>
    ) : (
      q.fileName
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('questionnaires.title')} size="lg">
      {list.isPending ? <Loader size="sm" /> : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">{t('questionnaires.empty')}</Text>
      ) : null}
      {rows.length > 0 ? (
        <Table data-testid="my-questionnaires">
          <Table.Tbody>
            {rows.map((q) => (
              <Table.Tr key={q.id} data-testid="my-questionnaire">
                <Table.Td>
                  <Stack gap={6}>
                    <Group gap="xs" justify="space-between">
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {name(q)}
                      </Text>
                      <Badge variant="light" color={STATUS_COLORS[q.status]}>
                        {texts.status[q.status]}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {format.date(q.createdAt)}
                    </Text>
                    <Group gap="xs">
                      {q.status === 'answered' && q.answeredFileName ? (
                        <Button
                          component="a"
                          size="xs"
                          href={answeredFileUrl(orgSlug, caller, q.id)}
                          download={q.answeredFileName}
                        >
                          {texts.download}
                        </Button>
                      ) : null}
                      {q.hasDrafts ? (
                        <Button
                          size="xs"
                          variant="light"
                          aria-expanded={shown === q.id}
                          onClick={() => setShown(shown === q.id ? null : q.id)}
                        >
                          {shown === q.id ? texts.hideAnswers : texts.showAnswers}
                        </Button>
                      ) : null}
                    </Group>
                    {shown === q.id ? (
                      <MemberDraftAnswers
                        orgSlug={orgSlug}
                        caller={caller}
                        id={q.id}
                        texts={texts}
                      />
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Modal>
  );
}
