import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAcceptNda } from '../../../api/nda.ts';
import type { CallerParams } from '../../../api/client.ts';
import { useT } from '../../i18n/use-t.tsx';

/** The clickwrap NDA a member reads and accepts before restricted documents open. */
export default function ClickwrapNdaDialog({
  opened,
  onClose,
  orgSlug,
  orgName,
  caller,
  text,
}: {
  opened: boolean;
  onClose: () => void;
  orgSlug: string;
  orgName: string;
  caller: CallerParams;
  text: string;
}) {
  const t = useT();
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptNda(orgSlug, caller);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('nda.dialogTitle', { org: orgName })}
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack>
        <Text size="sm">{t('nda.dialogIntro')}</Text>
        <ScrollArea.Autosize mah={320} type="auto" data-testid="nda-text">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
        </ScrollArea.Autosize>
        {accept.isError ? (
          <Alert color="red" role="alert">
            {t('nda.acceptFailed')}
          </Alert>
        ) : null}
        <Checkbox
          label={t('nda.agree')}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button
            disabled={!agreed}
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSuccess: onClose })}
          >
            {t('nda.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
