import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  MAIL_DELIVERY_MESSAGES,
  accessRequestDetails,
  formatDate,
  type ListFields,
  type TStaffAccessRequest,
} from '@trustfront/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccessRequests, useReviewRequest } from '../../../api/staff-access.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';
import { ApproveDialog } from './ApproveDialog.tsx';

const STATUS_LABEL: Record<TStaffAccessRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  declined_third_party: 'Declined: third party',
  declined_blocked_domain: 'Declined: domain blocked',
  auto_declined: 'Declined automatically',
};

const EMPTY: TStaffAccessRequest[] = [];

const detailsText = (r: TStaffAccessRequest) =>
  [
    ...(r.askedFor ? [{ label: 'Asked for', value: r.askedFor }] : []),
    ...accessRequestDetails(r.fields, r.productNames, navigator.language),
  ]
    .map(({ label, value }) => `${label}: ${value}`)
    .join('; ');

const FIELDS: ListFields<TStaffAccessRequest> = {
  searchText: (r) => [
    `${r.firstName} ${r.lastName}`,
    r.email,
    r.companyName,
    r.productName,
    STATUS_LABEL[r.status],
    r.declineReason,
  ],
  sortValues: {
    requester: (r) => `${r.firstName} ${r.lastName}`,
    company: (r) => r.companyName,
    requested: (r) => Date.parse(r.createdAt),
    decision: (r) => STATUS_LABEL[r.status],
  },
};

const CSV_HEADER = [
  'Requested',
  'First name',
  'Last name',
  'Email',
  'Company',
  'Kind',
  'Product',
  'Details',
  'Status',
  'Decided',
  'Decline reason',
];

const csvRow = (r: TStaffAccessRequest) => [
  r.createdAt,
  r.firstName,
  r.lastName,
  r.email,
  r.companyName,
  r.kind === 'extend' ? 'Extend access' : 'New access',
  r.productName,
  detailsText(r),
  STATUS_LABEL[r.status],
  r.decidedAt,
  r.declineReason,
];

const EMPTY_MESSAGES = {
  pending:
    'No access requests waiting. Share your Trust Center link with customers: when they ask for the restricted documents, their requests land here.',
  decided: 'No decided requests yet. Requests you approve or decline are kept here.',
};

/** The extra fields a visitor filled in, as 'Label: value' lines in words (docs/access.md). */
function Details({ request }: { request: TStaffAccessRequest }) {
  const details = accessRequestDetails(request.fields, request.productNames, navigator.language);
  return (
    <Stack gap={0} data-testid="access-request-details">
      {request.productName ? <Text size="xs">Product: {request.productName}</Text> : null}
      {request.askedFor ? (
        <Text size="xs" data-testid="access-request-asked-for">
          Asked for: {request.askedFor}
        </Text>
      ) : null}
      {details.map(({ label, value }) => (
        <Text size="xs" key={label} c="dimmed">
          {label}: {value}
        </Text>
      ))}
    </Stack>
  );
}

function DeclineDialog({
  request,
  onClose,
}: {
  request: TStaffAccessRequest | null;
  onClose: () => void;
}) {
  const { decline } = useReviewRequest();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={request !== null} onClose={onClose} title="Decline the request">
      <Stack>
        <Text size="sm">
          {request?.firstName} {request?.lastName} ({request?.email})
        </Text>
        <Textarea
          label="Reason (kept for your team)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {decline.error ? <Alert color="red">{decline.error.message}</Alert> : null}
        <Group justify="flex-end">
          <Button
            color="red"
            loading={decline.isPending}
            onClick={() =>
              request &&
              decline.mutate({ id: request.id, body: { reason } }, { onSuccess: onClose })
            }
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /app/access-requests: visitors' requests for access, to approve or decline. */
export default function AccessRequestsPage() {
  const [which, setWhich] = useState<'pending' | 'decided'>('pending');
  const requests = useAccessRequests(which);
  // Unsorted, the list keeps the server's order: pending oldest first (the queue), decided
  // newest decision first.
  const list = useStaffList(requests.data ?? EMPTY, FIELDS);
  const { approve, decline, blockDomain, resendSignInLink } = useReviewRequest();
  const [declining, setDeclining] = useState<TStaffAccessRequest | null>(null);
  const [approving, setApproving] = useState<TStaffAccessRequest | null>(null);
  const failure = approve.error ?? decline.error ?? blockDomain.error ?? resendSignInLink.error;
  const resent = resendSignInLink.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Access requests</Title>
        <Anchor component={Link} to="/app/access-requests/domains">
          Domain rules
        </Anchor>
      </Group>
      <SegmentedControl
        value={which}
        onChange={(v) => setWhich(v === 'decided' ? 'decided' : 'pending')}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'decided', label: 'Decided' },
        ]}
        w="fit-content"
      />
      {failure ? <Alert color="red">{failure.message}</Alert> : null}
      {resent ? (
        <Alert color={resent.delivered ? 'green' : 'yellow'} data-testid="sign-in-link-resent">
          {resent.delivered
            ? MAIL_DELIVERY_MESSAGES.signInLinkSent(resent.email)
            : MAIL_DELIVERY_MESSAGES.signInLinkKept(resent.email)}
        </Alert>
      ) : null}
      <StaffTable
        columns={[
          { label: 'Requester', sortKey: 'requester' },
          { label: 'Company', sortKey: 'company' },
          'Details',
          { label: 'Requested', sortKey: 'requested' },
          which === 'pending' ? 'Actions' : { label: 'Decision', sortKey: 'decision' },
        ]}
        loading={requests.isPending}
        error={requests.error}
        empty={requests.data?.length === 0}
        emptyMessage={EMPTY_MESSAGES[which]}
        searchLabel="access requests"
        csv={{
          fileName: `access-requests-${which}`,
          header: CSV_HEADER,
          rows: () => list.matching().map(csvRow),
        }}
        {...list.table}
      >
        {list.rows.map((r) => (
          <Table.Tr key={r.id} data-testid="access-request-row">
            <Table.Td>
              <Text size="sm" fw={500}>
                {r.firstName} {r.lastName}
              </Text>
              <Text size="xs" c="dimmed">
                {r.email}
              </Text>
              {r.kind === 'extend' ? <Badge size="xs">Extend access</Badge> : null}
            </Table.Td>
            <Table.Td>{r.companyName}</Table.Td>
            <Table.Td>
              <Details request={r} />
            </Table.Td>
            <Table.Td>{formatDate(r.createdAt)}</Table.Td>
            <Table.Td>
              {r.status === 'pending' ? (
                <Group gap="xs" wrap="nowrap">
                  {/* One click: the default profile and the access settings' period. */}
                  <Button
                    size="xs"
                    loading={approve.isPending && approve.variables.id === r.id}
                    onClick={() => approve.mutate({ id: r.id, body: {} })}
                  >
                    Approve
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setApproving(r)}>
                    Approve with…
                  </Button>
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button size="xs" variant="default">
                        Decline…
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setDeclining(r)}>Decline with a reason</Menu.Item>
                      <Menu.Item
                        onClick={() => decline.mutate({ id: r.id, body: { thirdParty: true } })}
                      >
                        Decline as third party
                      </Menu.Item>
                      <Menu.Item color="red" onClick={() => blockDomain.mutate(r.id)}>
                        Block the domain {r.email.split('@')[1]}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              ) : (
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{STATUS_LABEL[r.status]}</Text>
                  {r.status === 'approved' && r.kind === 'new' ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      loading={resendSignInLink.isPending && resendSignInLink.variables === r.id}
                      onClick={() => resendSignInLink.mutate(r.id)}
                    >
                      Send sign-in link again
                    </Button>
                  ) : null}
                  {r.declineReason ? (
                    <Text size="xs" c="dimmed">
                      {r.declineReason}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
      {approving ? <ApproveDialog request={approving} onClose={() => setApproving(null)} /> : null}
    </Stack>
  );
}
