/**
 * 'Send data to TPRM' (docs/access.md, Member features): (1) choose an integration, Next disabled
 * until one is chosen; (2) the token, shown this once, with Copy ('Copied' for 5 s), Back and Done.
 * Going back or closing forgets the token: a new one is made the next time.
 */
import { Alert, Button, Code, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { TPRM_COPIED_MS, type TTprmPartner } from '@trustfront/core';
import { useState } from 'react';
import { useCreateTprmToken } from '../../api/tprm.ts';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';
import { useT } from '../i18n/use-t.tsx';

export default function TprmDialog({
  opened,
  onClose,
  accountId,
  partners,
}: {
  opened: boolean;
  onClose: () => void;
  accountId: string;
  partners: readonly TTprmPartner[];
}) {
  const t = useT();
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const create = useCreateTprmToken(accountId);
  const { status, copy } = useClipboardStatus(TPRM_COPIED_MS);
  const token = create.data;
  const close = () => {
    create.reset();
    setPartnerId(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={token ? t('members.tprmTokenTitle') : t('members.tprmChooseTitle')}
      data-testid="tprm-dialog"
    >
      {token ? (
        <Stack>
          <Text size="sm">{t('members.tprmTokenHint')}</Text>
          <Code block data-testid="tprm-token" style={{ wordBreak: 'break-all' }}>
            {token.token}
          </Code>
          <Group justify="space-between">
            <Button variant="light" onClick={() => copy(token.token)}>
              {status === 'copied' ? t('members.copied') : t('members.copy')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={() => create.reset()}>
                {t('members.back')}
              </Button>
              <Button onClick={close}>{t('members.done')}</Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Radio.Group
            value={partnerId}
            onChange={setPartnerId}
            label={t('members.tprmChooseTitle')}
          >
            <Stack gap="xs" mt="xs">
              {partners.map((p) => (
                <Radio key={p.id} value={p.id} label={`${p.name} (${p.domain})`} />
              ))}
            </Stack>
          </Radio.Group>
          {create.isError ? <Alert color="red">{create.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button
              disabled={!partnerId}
              loading={create.isPending}
              onClick={() => partnerId && create.mutate(partnerId)}
            >
              {t('members.next')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
