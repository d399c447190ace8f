import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '../../../ui/icons/icons.ts';
import { ZCustomDomainRequest, type DomainStatus, type TCustomDomain } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import {
  useAddCustomDomain,
  useRemoveCustomDomain,
  useVerifyCustomDomain,
} from '../../../api/portal-settings.ts';

const STATUS: Record<DomainStatus, { label: string; color: string; says: string }> = {
  pending: {
    label: 'Not verified',
    color: 'gray',
    says: 'Not served yet: create the TXT record below, then press Verify.',
  },
  verified: { label: 'Verified', color: 'green', says: 'The portal answers on this domain.' },
  failing: {
    label: 'Record missing',
    color: 'yellow',
    says: 'Still served, but its TXT record no longer checks out.',
  },
  lapsed: {
    label: 'Lapsed',
    color: 'red',
    says: 'No longer served: its TXT record failed three days running. Fix it and press Verify.',
  },
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** One domain: its state, the TXT record to create, and Verify and Remove. */
function CustomDomainRow({ domain }: { domain: TCustomDomain }) {
  const verify = useVerifyCustomDomain();
  const remove = useRemoveCustomDomain();
  const status = STATUS[domain.status];
  return (
    <Paper component="li" withBorder p="sm" aria-label={domain.domain}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={500}>{domain.domain}</Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant={domain.status === 'verified' ? 'default' : 'filled'}
              loading={verify.isPending}
              onClick={() => verify.mutate(domain.domain)}
            >
              Verify
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${domain.domain}`}
              loading={remove.isPending}
              onClick={() => remove.mutate(domain.domain)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm">{status.says}</Text>
        {domain.status !== 'verified' && (
          <Text size="sm" component="div">
            Create a TXT record named <Code>{domain.recordName}</Code> holding{' '}
            <Code>{domain.recordValue}</Code>
          </Text>
        )}
        {domain.failureMessage && (
          <Text size="sm" c="red">
            {domain.failureMessage}
          </Text>
        )}
        {domain.status === 'failing' && domain.lapsesAt && (
          <Text size="sm">Served until {when(domain.lapsesAt)} unless the record checks out.</Text>
        )}
        {verify.error && !domain.failureMessage && (
          <Alert color="red" p="xs">
            {verify.error.message}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {domain.verifiedAt ? `Verified ${when(domain.verifiedAt)}. ` : ''}
          {domain.lastCheckedAt
            ? `Last checked ${when(domain.lastCheckedAt)}.`
            : 'Not checked yet.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Domains serving the portal at `/`: each added pending, served once its DNS TXT record proves
 * the organisation holds it, and checked again every day.
 */
export function CustomDomains({ domains }: { domains: TCustomDomain[] }) {
  const add = useAddCustomDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCustomDomainRequest.safeParse({ domain });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    add.mutate(parsed.data.domain, {
      onSuccess: () => {
        setDomain('');
        setError(null);
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack>
        <Title order={3}>Custom domains</Title>
        <Text size="sm" c="dimmed">
          Point the domain&apos;s DNS at this server and create the TXT record shown for it; once
          verified, the portal answers at its root. Every domain is checked again each day.
        </Text>
        {domains.length === 0 ? (
          <Text size="sm">No custom domain yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {domains.map((d) => (
              <CustomDomainRow key={d.domain} domain={d} />
            ))}
          </Stack>
        )}
        <form onSubmit={handleAdd} noValidate>
          <Group align="flex-start">
            <TextInput
              flex={1}
              label="Domain"
              placeholder="trust.example.com"
              value={domain}
              onChange={(e) => setDomain(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" mt={25} loading={add.isPending}>
              Add domain
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
