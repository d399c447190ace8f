/** "Questionnaires" in the member's menu: what their account has sent. */
import { Anchor, Loader, Modal, Table, Text } from '@mantine/core';
import { useMyQuestionnaires } from '../../api/questionnaires.ts';
import { useFormat, useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';

export default function MyQuestionnairesDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const { orgSlug, accountId } = usePortal();
  const list = useMyQuestionnaires(orgSlug, { accountId }, opened);
  const rows = list.data?.questionnaires ?? [];
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
              <Table.Tr key={q.id}>
                <Table.Td>
                  {q.kind === 'link' && q.link ? (
                    <Anchor href={q.link} target="_blank" rel="noreferrer">
                      {q.link}
                    </Anchor>
                  ) : (
                    q.fileName
                  )}
                </Table.Td>
                <Table.Td>{format.date(q.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Modal>
  );
}
