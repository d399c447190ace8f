/**
 * The dialogs of a signed-in member's page (its links carry `accountId`): the welcome modal after
 * a first sign-in, and the expired dialog when the account's access ended or ends within 14 days
 * (once a session). Loaded only there.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAccessEnding, type TMemberInfo } from '@trustfront/core';
import { useFormat } from '../i18n/use-t.tsx';
import { useMember } from '../../api/portal-access.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { useRemoveQueryParams } from './access-params.ts';

const WelcomeModal = lazyDialog(async () => (await import('./WelcomeModal.tsx')).default);
const ExpiredModal = lazyDialog(async () => (await import('./ExpiredModal.tsx')).default);

const ENDING_SEEN = 'trustfront:access-ending-seen';

/** Whether the member's access ends within the reminder window. */
const isEnding = (member: TMemberInfo | null) =>
  Boolean(
    member?.hasAccess &&
    isAccessEnding(
      {
        reviewStatus: member.reviewStatus,
        accessExpiresAt: member.accessExpiresAt ? new Date(member.accessExpiresAt) : null,
      },
      new Date(),
    ),
  );

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
  const format = useFormat();
  // Access ending soon is told once a browser session, with the way to ask for more time.
  const [endingSeen] = useState(() => window.sessionStorage.getItem(ENDING_SEEN) === '1');
  const ending = isEnding(member) && !endingSeen;
  useEffect(() => {
    if (ending) window.sessionStorage.setItem(ENDING_SEEN, '1');
  }, [ending]);
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
        opened={Boolean(member && (!member.hasAccess || ending) && !props.accessModalOpen)}
        endingOn={ending && member?.accessExpiresAt ? format.date(member.accessExpiresAt) : null}
        member={member}
        orgSlug={props.orgSlug}
        orgName={props.orgName}
      />
    </>
  );
}
