/**
 * Announcing a planned subprocessor change (docs/editing.md, Planned subprocessor changes): an
 * addition or the replacement of one of the card's entries, its purpose, location, who sees it,
 * and an effective date at least the notice period ahead. The server checks it with the same
 * rule and answers why it refuses.
 */
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  SubprocessorChangeAccess,
  SubprocessorChangeKind,
  TSubprocessorChangeList,
} from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { useAnnounceChange } from '../../api/subprocessor-changes.ts';

export function AnnounceForm({ list }: { list: TSubprocessorChangeList }) {
  const announce = useAnnounceChange();
  const [productId, setProductId] = useState<string | null>(list.cards[0]?.productId ?? null);
  const [kind, setKind] = useState<SubprocessorChangeKind>('addition');
  const [replaced, setReplaced] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState('');
  const [location, setLocation] = useState('');
  const [access, setAccess] = useState<SubprocessorChangeAccess>('public');
  const [effectiveOn, setEffectiveOn] = useState(list.earliestEffectiveOn);
  const card = list.cards.find((c) => c.productId === productId);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!productId) return;
    announce.mutate(
      {
        productId,
        kind,
        ...(kind === 'replacement' && replaced ? { replacedItemUid: replaced } : {}),
        company: { name },
        purpose,
        location,
        access,
        effectiveOn,
      },
      {
        onSuccess: () => {
          setName('');
          setPurpose('');
          setLocation('');
          setReplaced(null);
        },
      },
    );
  };
  if (list.cards.length === 0) {
    return <Text c="dimmed">No product has a Subprocessors card yet.</Text>;
  }
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3}>Announce a change</Title>
          <Select
            label="Product"
            data={list.cards.map((c) => ({ value: c.productId, label: c.productName }))}
            value={productId}
            onChange={setProductId}
            allowDeselect={false}
          />
          <SegmentedControl
            aria-label="Kind of change"
            value={kind}
            onChange={(value) => setKind(value as SubprocessorChangeKind)}
            data={[
              { value: 'addition', label: 'Addition' },
              { value: 'replacement', label: 'Replacement' },
            ]}
          />
          {kind === 'replacement' ? (
            <Select
              label="Replaces"
              placeholder="Choose the subprocessor it replaces"
              data={(card?.entries ?? []).map((e) => ({ value: e.itemUid, label: e.name }))}
              value={replaced}
              onChange={setReplaced}
            />
          ) : null}
          <TextInput
            label="Subprocessor"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Purpose"
              required
              value={purpose}
              onChange={(e) => setPurpose(e.currentTarget.value)}
            />
            <TextInput
              label="Location"
              required
              value={location}
              onChange={(e) => setLocation(e.currentTarget.value)}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Effective date"
              type="date"
              description={`${list.noticeDays} days of notice: ${list.earliestEffectiveOn} or later`}
              min={list.earliestEffectiveOn}
              value={effectiveOn}
              onChange={(e) => setEffectiveOn(e.currentTarget.value)}
            />
            <Select
              label="Shown to"
              data={[
                { value: 'public', label: 'Everyone the card reaches' },
                { value: 'restricted', label: 'Members only' },
              ]}
              value={access}
              onChange={(value) => setAccess((value ?? 'public') as SubprocessorChangeAccess)}
              allowDeselect={false}
            />
          </Group>
          {announce.isError ? (
            <Alert color="red" role="alert">
              {announce.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={announce.isPending}>
              Announce
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
