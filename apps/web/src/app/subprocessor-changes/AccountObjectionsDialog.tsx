/** An account's objections to planned subprocessor changes, opened from the Accounts page. */
import { Alert, Loader, Modal } from '@mantine/core';
import { useAccountObjections } from '../../api/subprocessor-changes.ts';
import { ObjectionsList } from './ObjectionsList.tsx';

function AccountObjections({ accountId }: { accountId: string }) {
  const objections = useAccountObjections(accountId);
  if (objections.isPending) return <Loader size="sm" />;
  if (objections.isError) return <Alert color="red">{objections.error.message}</Alert>;
  return (
    <ObjectionsList
      objections={objections.data.objections}
      showChange
      emptyMessage="This account's members have not objected to a planned subprocessor change."
    />
  );
}

export function AccountObjectionsDialog({
  account,
  onClose,
}: {
  account: { id: string; companyName: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={`Objections of ${account?.companyName ?? ''}`}
      size="lg"
    >
      {account ? <AccountObjections accountId={account.id} /> : null}
    </Modal>
  );
}
