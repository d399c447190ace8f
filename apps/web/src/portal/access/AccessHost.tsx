/**
 * Opens the visitor's access dialogs from the URL (spec 1 §2): the access modal
 * (`loginRequest=true`, `requestAccess=true`, `inviteToken`), the welcome modal after a first
 * sign-in, and the expired dialog of a member whose access ended. Each is a lazy chunk.
 */
import { useSearchParams } from 'react-router';
import { useMember } from '../../api/portal-access.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { ACCESS_PARAMS, useRemoveQueryParams } from './access-params.ts';

const AccessModal = lazyDialog(async () => (await import('./AccessModal.tsx')).default);
const WelcomeModal = lazyDialog(async () => (await import('./WelcomeModal.tsx')).default);
const ExpiredModal = lazyDialog(async () => (await import('./ExpiredModal.tsx')).default);

export interface AccessHostProps {
  orgSlug: string;
  orgName: string;
  portalTitle: string;
  /** The product being looked at: the request's default product. */
  productId: string | null;
}

export function AccessHost(props: AccessHostProps) {
  const [search] = useSearchParams();
  const removeParams = useRemoveQueryParams();
  const inviteToken = search.get('inviteToken');
  const tab =
    search.get('requestAccess') === 'true' || inviteToken
      ? 'request'
      : search.get('loginRequest') === 'true'
        ? 'login'
        : null;
  // Only a signed-in member's page (its links carry accountId) asks who the member is.
  const accountId = search.get('accountId');
  const member = useMember(props.orgSlug, { enabled: Boolean(accountId) }).data ?? null;
  return (
    <>
      <AccessModal
        {...props}
        opened={tab !== null}
        initialTab={tab ?? 'login'}
        inviteToken={inviteToken}
        signInLink={search.get('signInLink')}
        onClose={() => removeParams(ACCESS_PARAMS)}
      />
      <WelcomeModal
        {...props}
        opened={search.get('welcome') === 'true' && Boolean(member?.hasAccess)}
        member={member}
        onClose={() => removeParams(['welcome'])}
      />
      <ExpiredModal
        opened={Boolean(member && !member.hasAccess && tab === null)}
        member={member}
        orgSlug={props.orgSlug}
        orgName={props.orgName}
      />
    </>
  );
}
