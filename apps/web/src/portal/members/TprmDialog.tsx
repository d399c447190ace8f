/**
 * 'Send data to TPRM' (docs/access.md, Member features): (1) choose an integration, Next disabled
 * until one is chosen; (2) the token, shown this once, with Copy ('Copied' for 5 s), Back and Done.
 * Going back or closing forgets the token: a new one is made the next time.
 */
import { Alert, Button, Code, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { MEMBER_MESSAGES as M, TPRM_COPIED_MS, type TTprmPartner } from '@trustfront/core';
import { useState } from 'react';
import { useCreateTprmToken } from '../../api/tprm.ts';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';

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
      title={token ? M.tprmTokenTitle : M.tprmChooseTitle}
      data-testid="tprm-dialog"
    >
      {token ? (
        <Stack>
          <Text size="sm">{M.tprmTokenHint}</Text>
          <Code block data-testid="tprm-token" style={{ wordBreak: 'break-all' }}>
            {token.token}
          </Code>
          <Group justify="space-between">
            <Button variant="light" onClick={() => copy(token.token)}>
              {status === 'copied' ? M.copied : M.copy}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={() => create.reset()}>
                {M.back}
              </Button>
              <Button onClick={close}>{M.done}</Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Radio.Group value={partnerId} onChange={setPartnerId} label={M.tprmChooseTitle}>
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
              {M.next}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
