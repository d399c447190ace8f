import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import { useNda } from '../../../api/nda.ts';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';
import { NdaIcon } from './NdaMenuSection.tsx';
import { useNdaDownload } from './use-nda-download.ts';

const ClickwrapNdaDialog = lazyDialog(
  async () => (await import('./ClickwrapNdaDialog.tsx')).default,
);

/** The NDA toast stays 20 seconds (docs/access.md, NDA clickwrap). */
const NDA_TOAST_MS = 20_000;

/**
 * A signed-in member's NDA (docs/access.md, NDA clickwrap): the clickwrap dialog while they have
 * not accepted it, then a toast reminding them they are under NDA. Loaded in account mode only.
 */
export default function MemberNda() {
  const t = useT();
  const { orgSlug, accountId, permissionProfileId, view } = usePortal();
  const caller = { accountId, permissionProfileId };
  const nda = useNda(orgSlug, caller);
  const [dismissed, setDismissed] = useState(false);
  // The welcome modal of a first visit (`?welcome=true`) comes first; the NDA follows it.
  const [search] = useSearchParams();
  const welcoming = search.get('welcome') === 'true';
  const reminded = useRef(false);
  const passed = nda.data?.provider === 'clickwrap' && nda.data.passed;
  const download = useNdaDownload();
  const startDownload = download.start;

  useEffect(() => {
    if (!passed || reminded.current) return;
    reminded.current = true;
    notifications.show({
      id: 'nda-reminder',
      title: t('nda.underNdaTitle'),
      message: (
        <Stack gap={4}>
          <Text size="sm">{t('nda.underNda', { org: view.org.name })}</Text>
          {/* The toast renders outside the portal's context: it is handed its texts and action. */}
          <Anchor component="button" type="button" size="sm" onClick={startDownload}>
            {t('nda.download')}
          </Anchor>
        </Stack>
      ),
      icon: <NdaIcon size={18} />,
      autoClose: NDA_TOAST_MS,
      // Away from the header, where the account dropdown opens.
      position: 'bottom-right',
    });
  }, [passed, view.org.name, startDownload, t]);

  const pending = nda.data?.provider === 'clickwrap' && !nda.data.passed;
  return (
    <ClickwrapNdaDialog
      opened={pending && !dismissed && !welcoming}
      onClose={() => setDismissed(true)}
      orgSlug={orgSlug}
      orgName={view.org.name}
      caller={caller}
      text={nda.data?.text ?? ''}
    />
  );
}
