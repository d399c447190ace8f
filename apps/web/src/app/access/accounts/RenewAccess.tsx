/**
 * Extending an account's access, or restoring it once expired (docs/access.md, Accounts): the
 * organisation's access duration counted from the later of today and the current end, saved as
 * the account's new end (`PATCH /api/app/accounts/{id}`); members sign in again at once.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  accessExtendedUntil,
  accessRenewalOf,
  formatDate,
  type AccessRenewal,
  type TStaffAccount,
} from '@trustfront/core';
import { useAccountMutations } from '../../../api/staff-access.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

const LABELS: Record<AccessRenewal, string> = {
  extend: 'Extend access',
  restore: 'Restore access',
};

const renewalOf = (account: TStaffAccount) =>
  accessRenewalOf(
    {
      reviewStatus: account.reviewStatus,
      accessExpiresAt: account.accessExpiresAt ? new Date(account.accessExpiresAt) : null,
    },
    new Date(),
  );

/** 'Extend access' for current access with an end, 'Restore access' for expired access. */
export function RenewAccessButton(props: { account: TStaffAccount; onOpen: () => void }) {
  const renewal = renewalOf(props.account);
  if (!renewal) return null;
  return (
    <Button size="compact-xs" variant="light" onClick={props.onOpen}>
      {LABELS[renewal]}
    </Button>
  );
}

export function RenewAccessDialog(props: {
  account: TStaffAccount | null;
  durationDays: number | null;
  onClose: () => void;
}) {
  const { update } = useAccountMutations();
  const { account } = props;
  const renewal = account ? renewalOf(account) : null;
  const until = account
    ? accessExtendedUntil(
        account.accessExpiresAt ? new Date(account.accessExpiresAt) : null,
        new Date(),
        props.durationDays,
      )
    : null;
  const label = LABELS[renewal ?? 'extend'];
  const body = account
    ? `${account.companyName}'s members will have access ${until ? `until ${formatDate(until.toISOString())}` : 'until revoked'}.`
    : '';
  const handleConfirm = () => {
    if (!account) return;
    update.mutate(
      { id: account.id, body: { accessExpiresAt: until ? until.toISOString() : null } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: `${renewal === 'restore' ? 'Access restored' : 'Access extended'}: ${body}`,
          });
          props.onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={account !== null}
      title={account ? `${label} of ${account.companyName}` : label}
      body={body}
      confirmLabel={label}
      confirmColor="blue"
      pending={update.isPending}
      error={update.error?.message ?? null}
      onClose={() => {
        update.reset();
        props.onClose();
      }}
      onConfirm={handleConfirm}
    />
  );
}
