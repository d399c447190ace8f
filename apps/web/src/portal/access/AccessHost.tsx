/**
 * Opens the visitor's access dialogs from the URL (docs/access.md, Request access): the access
 * modal (`loginRequest=true`, `requestAccess=true`, `inviteToken`), the page of a mailed sign-in
 * link (`signInToken`), and on a member's page (with `accountId`) the welcome and expired dialogs.
 * Each is a lazy chunk: the first visit carries only this.
 */
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { ACCESS_PARAMS, useRemoveQueryParams } from './access-params.ts';
import { lazyChunk } from '../../ui/lazy-chunk.ts';
import { ClientOnly } from '../../ui/ClientOnly.tsx';

const AccessModal = lazyDialog(async () => (await import('./AccessModal.tsx')).default);
const MemberDialogs = lazyChunk(() => import('./MemberDialogs.tsx'));
const SignInLinkModal = lazyDialog(async () => (await import('./SignInLinkModal.tsx')).default);

export interface AccessHostProps {
  orgSlug: string;
  orgName: string;
  portalTitle: string;
  /** The product being looked at: the request's default product. */
  productId: string | null;
  /** The content revision of the page the visitor sees, sent with a request. */
  revision?: number | undefined;
}

export function AccessHost(props: AccessHostProps) {
  const [search] = useSearchParams();
  const removeParams = useRemoveQueryParams();
  const inviteToken = search.get('inviteToken');
  const signInToken = search.get('signInToken');
  const tab =
    search.get('requestAccess') === 'true' || inviteToken
      ? 'request'
      : search.get('loginRequest') === 'true'
        ? 'login'
        : null;
  return (
    <>
      <AccessModal
        {...props}
        hidden={{
          itemUid: search.get('requestItemUid') ?? undefined,
          itemKind: search.get('requestItemKind') ?? undefined,
          statusPageCustomizationRevision: props.revision,
        }}
        opened={tab !== null}
        initialTab={tab ?? 'login'}
        inviteToken={inviteToken}
        signInLink={search.get('signInLink')}
        onClose={() => removeParams(ACCESS_PARAMS)}
      />
      <SignInLinkModal
        opened={signInToken !== null}
        orgSlug={props.orgSlug}
        orgName={props.orgName}
        portalTitle={props.portalTitle}
        token={signInToken}
        onClose={() => removeParams(['signInToken'])}
      />
      {search.get('accountId') ? (
        <ClientOnly>
          <Suspense fallback={null}>
            <MemberDialogs {...props} accessModalOpen={tab !== null} />
          </Suspense>
        </ClientOnly>
      ) : null}
    </>
  );
}
