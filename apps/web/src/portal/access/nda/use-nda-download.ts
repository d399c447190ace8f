import { notifications } from '@mantine/notifications';
import { useDownloadNda } from '../../../api/nda.ts';
import { useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

/** Error toast duration (docs/portal.md, Limits). */
const ERROR_TOAST_MS = 10_000;

/**
 * Downloads the member's signed NDA; a failure shows 'Failed to download NDA. Please contact
 * support.' for 10 seconds (docs/access.md, Messages).
 */
export function useNdaDownload() {
  const t = useT();
  const { orgSlug, accountId, permissionProfileId } = usePortal();
  const download = useDownloadNda(orgSlug, { accountId, permissionProfileId });
  return {
    isPending: download.isPending,
    start: () =>
      download.mutate(undefined, {
        onError: () =>
          notifications.show({
            color: 'red',
            message: t('nda.downloadFailed'),
            autoClose: ERROR_TOAST_MS,
          }),
      }),
  };
}
