/**
 * Approving a request with a choice: the permission profile the new account receives (the
 * organisation's default chosen first) and how long its access lasts (the access settings'
 * period first). The row's Approve button approves with both defaults in one click.
 */
import { Select, Text } from '@mantine/core';
import type { TApproveRequest, TStaffAccessRequest } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { usePermissionProfiles } from '../../../api/permission-profiles.ts';
import { useReviewRequest } from '../../../api/staff-access.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

const NO_PROFILE = 'none';
const SETTINGS_PERIOD = 'settings';
const UNTIL_REVOKED = 'revoked';

const PERIODS = [
  { value: SETTINGS_PERIOD, label: 'As in the access settings' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'One year' },
  { value: '730', label: 'Two years' },
  { value: UNTIL_REVOKED, label: 'Until revoked' },
];

/** The approval's body from the dialog's choices. */
function approvalBody(profile: string | null, period: string): TApproveRequest {
  return {
    ...(profile === null ? {} : { permissionProfileId: profile === NO_PROFILE ? null : profile }),
    ...(period === SETTINGS_PERIOD
      ? {}
      : { accessDurationDays: period === UNTIL_REVOKED ? null : Number(period) }),
  };
}

export function ApproveDialog({
  request,
  onClose,
}: {
  request: TStaffAccessRequest;
  onClose: () => void;
}) {
  const profiles = usePermissionProfiles();
  const { approve } = useReviewRequest();
  const defaultProfile = profiles.data?.find((p) => p.isDefault)?.id ?? NO_PROFILE;
  const [profile, setProfile] = useState<string | null>(null);
  const [period, setPeriod] = useState(SETTINGS_PERIOD);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    approve.mutate({ id: request.id, body: approvalBody(profile, period) }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title="Approve the request"
      error={approve.error?.message ?? null}
      pending={approve.isPending}
      submitLabel="Approve"
      onClose={onClose}
      onSubmit={submit}
    >
      <Text size="sm">
        {request.firstName} {request.lastName} ({request.email}), {request.companyName}
      </Text>
      <Select
        label="Permission profile"
        description="What the account sees of the restricted items. An account that exists keeps its own."
        data={[
          ...(profiles.data ?? []).map((p) => ({
            value: p.id,
            label: p.isDefault ? `${p.name} (default)` : p.name,
          })),
          { value: NO_PROFILE, label: 'None: public items only' },
        ]}
        value={profile ?? defaultProfile}
        onChange={(value) => setProfile(value)}
        allowDeselect={false}
      />
      <Select
        label="Access period"
        data={PERIODS}
        value={period}
        onChange={(value) => setPeriod(value ?? SETTINGS_PERIOD)}
        allowDeselect={false}
      />
    </FormDialog>
  );
}
