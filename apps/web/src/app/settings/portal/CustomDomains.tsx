import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ZCustomDomainRequest, type TPortalSettingsAnswer } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { useAddCustomDomain, useRemoveCustomDomain } from '../../../api/portal-settings.ts';

/** Domains serving the portal at `/`: added once checked, each removable. */
export function CustomDomains({ domains }: { domains: TPortalSettingsAnswer['customDomains'] }) {
  const add = useAddCustomDomain();
  const remove = useRemoveCustomDomain();
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
          Point the domain&apos;s DNS at this server; the portal then answers at its root.
        </Text>
        {domains.length === 0 ? (
          <Text size="sm">No custom domain yet.</Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {domains.map((d) => (
              <Group key={d} component="li" justify="space-between">
                <Text>{d}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${d}`}
                  loading={remove.isPending && remove.variables === d}
                  onClick={() => remove.mutate(d)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
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
