/**
 * /app/settings/sso: staff single sign-on by OpenID Connect and SCIM provisioning (docs/staff.md,
 * Single sign-on): the identity provider's issuer and client, which groups give which role, the
 * role of newcomers, whether passwords are still accepted, and the SCIM token.
 */
import {
  ActionIcon,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SSO_MESSAGES,
  type TGroupRole,
  type TStaffRole,
  type TStaffSsoSettings,
  type TStaffSsoSettingsInput,
} from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { useSsoMutations, useSsoSettings } from '../../api/staff-sso.ts';
import { useStaffRoles } from '../../api/staff-users.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SettingsForm } from '../ui/SettingsForm.tsx';
import { NewTokenDialog } from './ApiTokenDialogs.tsx';

type Draft = Required<Omit<TStaffSsoSettingsInput, 'groupRoles'>> & { groupRoles: TGroupRole[] };

const draftOf = (saved: TStaffSsoSettings): Draft => ({
  enabled: saved.enabled,
  issuer: saved.issuer,
  clientId: saved.clientId,
  clientSecret: '',
  groupsClaim: saved.groupsClaim,
  groupRoles: saved.groupRoles,
  defaultRoleId: saved.defaultRoleId,
  requireSso: saved.requireSso,
});

function GroupRoles({
  value,
  roles,
  onChange,
}: {
  value: TGroupRole[];
  roles: { value: string; label: string }[];
  onChange: (next: TGroupRole[]) => void;
}) {
  const set = (index: number, change: Partial<TGroupRole>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      {value.map((row, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={index === 0 ? 'Group' : undefined}
            aria-label={`Group ${index + 1}`}
            value={row.group}
            onChange={(e) => set(index, { group: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Select
            label={index === 0 ? 'Role' : undefined}
            aria-label={`Role of group ${index + 1}`}
            data={roles}
            value={row.roleId}
            allowDeselect={false}
            onChange={(roleId) => roleId && set(index, { roleId })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove group ${index + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            mb={4}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={roles.length === 0}
          onClick={() => onChange([...value, { group: '', roleId: roles[0]?.value ?? '' }])}
        >
          Add group
        </Button>
      </Group>
    </Stack>
  );
}

function SsoForm({ saved, roles }: { saved: TStaffSsoSettings; roles: TStaffRole[] }) {
  const { save, scimToken } = useSsoMutations();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [token, setToken] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const [confirming, setConfirming] = useState(false);
  const roleOptions = roles.map((r) => ({ value: r.id, label: r.name }));
  const submit = () =>
    save.mutate(draft, {
      onSuccess: (kept) => {
        setConfirming(false);
        setDraft(draftOf(kept));
        notifications.show({ color: 'green', message: SSO_MESSAGES.saved });
      },
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Requiring single sign-on signs people out and revokes tokens: asked first.
    const turningOn = draft.enabled && draft.requireSso && !(saved.enabled && saved.requireSso);
    if (turningOn) setConfirming(true);
    else submit();
  };
  return (
    <SettingsForm onSubmit={handleSubmit} error={save.error}>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>OpenID Connect</Title>
          <Text size="sm" c="dimmed">
            Register Trustfront with your identity provider as a web application, with this redirect
            URI: <Code data-literal>{saved.redirectUri}</Code>
          </Text>
          <Switch
            label="Staff may sign in with single sign-on"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.currentTarget.checked })}
          />
          <TextInput
            label="Issuer"
            description="The identity provider's issuer address, e.g. https://login.example.com"
            value={draft.issuer}
            onChange={(e) => set({ issuer: e.currentTarget.value })}
          />
          <TextInput
            label="Client ID"
            value={draft.clientId}
            onChange={(e) => set({ clientId: e.currentTarget.value })}
          />
          <PasswordInput
            label="Client secret"
            description={saved.hasClientSecret ? 'Saved. Leave empty to keep it.' : undefined}
            value={draft.clientSecret}
            onChange={(e) => set({ clientSecret: e.currentTarget.value })}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Roles</Title>
          <TextInput
            label="Groups claim"
            description="The claim of the identity provider that lists a person's groups"
            value={draft.groupsClaim}
            onChange={(e) => set({ groupsClaim: e.currentTarget.value })}
          />
          <Text size="sm" c="dimmed">
            At each sign-in, a staff member takes the role of the first group below they are in.
            Groups not listed leave their role as it is.
          </Text>
          <GroupRoles
            value={draft.groupRoles}
            roles={roleOptions}
            onChange={(groupRoles) => set({ groupRoles })}
          />
          <Select
            label="Role of someone new"
            description="Someone who has no staff account yet, and whose groups give no role, joins with this role. Without one, they are refused."
            data={roleOptions}
            value={draft.defaultRoleId}
            placeholder="Nobody joins without a group"
            clearable
            onChange={(defaultRoleId) => set({ defaultRoleId })}
          />
          <Switch
            label="Require single sign-on"
            description="Passwords are refused: staff sign in through the identity provider only. Turn it on while signed in with single sign-on."
            checked={draft.requireSso}
            onChange={(e) => set({ requireSso: e.currentTarget.checked })}
          />
        </Stack>
      </Paper>
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>SCIM</Title>
          <Text size="sm">
            Your identity provider can create, update and deactivate staff members at{' '}
            <Code data-literal>{saved.scimUrl}</Code>, with a SCIM token as its bearer token.
            Deactivating someone ends their sessions at once.
          </Text>
          <Text size="sm" c="dimmed">
            {saved.scimTokenPrefix ? (
              <>
                Current token: <span data-literal>{saved.scimTokenPrefix}…</span>. A new one
                replaces it.
              </>
            ) : (
              'No SCIM token yet. Save the settings above first.'
            )}
          </Text>
          {scimToken.error ? <Text c="red">{scimToken.error.message}</Text> : null}
          <Group>
            <Button
              variant="light"
              loading={scimToken.isPending}
              onClick={() =>
                scimToken.mutate(undefined, { onSuccess: (made) => setToken(made.token) })
              }
            >
              {saved.scimTokenPrefix ? 'Replace SCIM token' : 'Create SCIM token'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title="Require single sign-on?"
        body={SSO_MESSAGES.requireConfirm}
        confirmLabel="Require single sign-on"
        pending={save.isPending}
        error={save.error?.message ?? null}
        onClose={() => setConfirming(false)}
        onConfirm={submit}
      />
      <NewTokenDialog
        token={token}
        onClose={() => setToken(null)}
        title="Your SCIM token"
        warning="Copy it into your identity provider now: it is shown only once. Whoever holds it can create and deactivate staff members."
      />
    </SettingsForm>
  );
}

export default function SsoSettingsPage() {
  const settings = useSsoSettings();
  const roles = useStaffRoles();
  return (
    <Stack>
      <Title order={2}>Single sign-on</Title>
      {settings.error || roles.error ? (
        <ErrorPage message={(settings.error ?? roles.error)?.message ?? ''} />
      ) : settings.data && roles.data ? (
        <SsoForm saved={settings.data} roles={roles.data} />
      ) : (
        <Loader aria-label="Loading" />
      )}
    </Stack>
  );
}
