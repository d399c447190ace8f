import { Menu, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '../../../ui/icons/icons.ts';
import { useNda } from '../../../api/nda.ts';
import { useFormat, useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';
import { useNdaDownload } from './use-nda-download.ts';

/**
 * The account dropdown's NDA lines (docs/access.md, NDA clickwrap): when the member accepted, and
 * 'Download NDA', offered for clickwrap NDAs only (docs/access.md, NDA clickwrap). Renders nothing
 * otherwise. Place it inside a Mantine `Menu.Dropdown`.
 */
export function NdaMenuSection() {
  const t = useT();
  const format = useFormat();
  const { orgSlug, accountId, permissionProfileId, view } = usePortal();
  const nda = useNda(orgSlug, { accountId, permissionProfileId }, view.mode === 'account');
  const download = useNdaDownload();
  if (!nda.data?.passed || nda.data.provider !== 'clickwrap') return null;
  const { acceptedAt } = nda.data;
  return (
    <>
      <Menu.Label>
        <Text size="xs" c="dimmed" data-testid="nda-accepted">
          {acceptedAt ? t('nda.accepted', { date: format.date(acceptedAt) }) : null}
        </Text>
      </Menu.Label>
      <Menu.Item
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={download.start}
        disabled={download.isPending}
      >
        {t('nda.download')}
      </Menu.Item>
    </>
  );
}

/** The NDA toast's icon, shared with the dropdown's look. */
export const NdaIcon = IconShieldCheck;
