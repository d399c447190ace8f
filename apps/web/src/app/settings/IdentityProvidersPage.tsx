/**
 * /app/settings/identity: the companies' identity providers (docs/access.md, Bring your own
 * identity). A JWT one signs with its registered key signs its user in as a member of the chosen
 * account, through `/byoid/{orgId}/welcome?byoidJwt=…`. The server checks a key before saving it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MEMBER_MESSAGES as M,
  ZIdentityProviderInput,
  type TIdentityProviderInput,
} from '@trustfront/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  useIdentityProviderMutations,
  useIdentityProviders,
} from '../../api/identity-providers.ts';
import { StaffTable } from '../ui/StaffTable.tsx';

type FormValues = z.input<typeof ZIdentityProviderInput>;
type KeyKind = 'jwks' | 'pem';
const EMPTY: FormValues = { accountId: '', issuer: '', jwksUrl: '', publicKey: '' };

function ProviderForm({ accounts }: { accounts: { id: string; name: string }[] }) {
  const { add } = useIdentityProviderMutations();
  const [keyKind, setKeyKind] = useState<KeyKind>('jwks');
  const form = useForm<FormValues, unknown, TIdentityProviderInput>({
    resolver: zodResolver(ZIdentityProviderInput),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifications.show({ color: 'green', message: M.byoidProviderSaved });
      },
    }),
  );
  const chooseKind = (kind: string) => {
    const next = kind === 'pem' ? 'pem' : 'jwks';
    setKeyKind(next);
    form.setValue(next === 'pem' ? 'jwksUrl' : 'publicKey', '');
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={4}>Add an identity provider</Title>
        {add.error ? (
          <Alert color="red" role="alert">
            {add.error.message}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="accountId"
          render={({ field }) => (
            <Select
              label="Account its users join"
              searchable
              data={accounts.map((a) => ({ value: a.id, label: a.name }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.accountId?.message}
            />
          )}
        />
        <TextInput
          label="Issuer (iss)"
          placeholder="https://login.company.example"
          {...form.register('issuer')}
          error={errors.issuer?.message}
        />
        <SegmentedControl
          w="fit-content"
          value={keyKind}
          onChange={chooseKind}
          data={[
            { value: 'jwks', label: 'JWKS URL' },
            { value: 'pem', label: 'Public key' },
          ]}
        />
        {keyKind === 'jwks' ? (
          <TextInput
            label="JWKS URL"
            placeholder="https://login.company.example/.well-known/jwks.json"
            {...form.register('jwksUrl')}
            error={errors.jwksUrl?.message ?? errors.publicKey?.message}
          />
        ) : (
          <Textarea
            label="Public key (PEM)"
            placeholder="-----BEGIN PUBLIC KEY-----"
            autosize
            minRows={4}
            styles={{ input: { fontFamily: 'monospace' } }}
            {...form.register('publicKey')}
            error={errors.publicKey?.message}
          />
        )}
        <Button type="submit" loading={add.isPending} w="fit-content">
          Add provider
        </Button>
      </Stack>
    </Paper>
  );
}

export default function IdentityProvidersPage() {
  const list = useIdentityProviders();
  const { remove } = useIdentityProviderMutations();
  return (
    <Stack maw={900}>
      <Title order={2}>Identity providers</Title>
      <Text c="dimmed">
        A company may sign its own users in to this Trust Center: its identity provider sends them
        to <Code>/byoid/{'{orgId}'}/welcome?byoidJwt=…</Code> with a short-lived JWT signed by the
        key registered here. The token must name this issuer, an e-mail address, a unique jti and
        the audience below; its user joins the chosen account while that account has access.
      </Text>
      {list.data ? (
        <Text>
          Audience (aud): <Code data-testid="byoid-audience">{list.data.audience}</Code>
        </Text>
      ) : null}
      {list.data ? <ProviderForm accounts={list.data.accounts} /> : null}
      {remove.error ? <Alert color="red">{remove.error.message}</Alert> : null}
      <StaffTable
        columns={['Account', 'Issuer', 'Key', null]}
        loading={list.isPending}
        error={list.error}
        empty={list.data?.providers.length === 0}
        emptyMessage="No identity providers yet. Register a customer's issuer and key above to let its users sign in to your Trust Center with their own accounts."
      >
        {list.data?.providers.map((provider) => (
          <Table.Tr key={provider.id}>
            <Table.Td>{provider.accountName}</Table.Td>
            <Table.Td>{provider.issuer}</Table.Td>
            <Table.Td>{provider.jwksUrl ?? 'Public key'}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  remove.mutate(provider.id, {
                    onSuccess: () =>
                      notifications.show({ message: M.byoidProviderRemoved, color: 'green' }),
                  })
                }
              >
                Remove
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
