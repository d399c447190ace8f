/**
 * The dialogs of a signed-in member's page (its links carry `accountId`): the welcome modal after
 * a first sign-in, and the expired dialog when the account's access ended. Loaded only there.
 */
import { useSearchParams } from 'react-router';
import { useMember } from '../../api/portal-access.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { useRemoveQueryParams } from './access-params.ts';

const WelcomeModal = lazyDialog(async () => (await import('./WelcomeModal.tsx')).default);
const ExpiredModal = lazyDialog(async () => (await import('./ExpiredModal.tsx')).default);

export default function MemberDialogs(props: {
  orgSlug: string;
  orgName: string;
  portalTitle: string;
  /** The access modal is open: the expired dialog waits. */
  accessModalOpen: boolean;
}) {
  const [search] = useSearchParams();
  const removeParams = useRemoveQueryParams();
  const member = useMember(props.orgSlug, { enabled: true }).data ?? null;
  return (
    <>
      <WelcomeModal
        orgName={props.orgName}
        portalTitle={props.portalTitle}
        opened={search.get('welcome') === 'true' && Boolean(member?.hasAccess)}
        member={member}
        onClose={() => removeParams(['welcome'])}
      />
      <ExpiredModal
        opened={Boolean(member && !member.hasAccess && !props.accessModalOpen)}
        member={member}
        orgSlug={props.orgSlug}
        orgName={props.orgName}
      />
    </>
  );
}
