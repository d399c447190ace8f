/**
 * A subprocessor's trust feed (docs/fourth-parties.md, Naming a feed): the address (https, or
 * what the operator allows as for webhooks), Save, Check now and Clear, and what the last check
 * found: the certifications kept, when, and since when and why the check fails.
 */
import { Alert, Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { FOURTH_PARTY_MESSAGES as M, formatDate, fourthPartyUrlProblem } from '@trustfront/core';
import { useState } from 'react';
import { useFourthPartyFeed, useFourthPartyFeedChange } from '../../../api/fourth-parties.ts';
import type { CompanyItem } from '../../cards/kinds/company-items.ts';
import { usePortal } from '../../portal-context.tsx';

function FeedState({ productId, item }: { productId: string; item: CompanyItem }) {
  const feed = useFourthPartyFeed(productId, item.itemUid);
  const change = useFourthPartyFeedChange(productId, item.itemUid);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!feed.data)
    return feed.isError ? <Alert color="red" title={feed.error.message} /> : <Loader size="sm" />;
  const state = feed.data;
  const value = url ?? state.url ?? '';
  const onError = (e: Error) => setError(e.message);
  const handleSave = () => {
    // The server applies the operator's rule; here only what every instance refuses.
    const problem = fourthPartyUrlProblem(value, true);
    setError(problem);
    if (problem) return;
    change.mutate(
      { type: 'set', body: { url: value } },
      { onSuccess: () => setUrl(null), onError },
    );
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={M.urlLabel}
        description={M.urlHint}
        placeholder="https://trust.example.com/trust/acme/trust.json"
        value={value}
        error={error}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setError(null);
        }}
      />
      {state.url ? (
        <Stack gap={4} data-testid="trust-feed-state">
          <Text size="sm" c="dimmed">
            {state.checkedAt ? M.checked(formatDate(state.checkedAt)) : M.notChecked}
          </Text>
          {state.failingSince && state.failure ? (
            <Text size="sm" c="orange.8">
              {M.failingSince(formatDate(state.failingSince), state.failure)}
            </Text>
          ) : null}
          {state.checkedAt && state.certifications.length === 0 ? (
            <Text size="sm">{M.noCertifications}</Text>
          ) : (
            <List size="sm">
              {state.certifications.map((c) => (
                <List.Item key={c.id}>
                  {c.title}
                  {c.expiry ? ` (${formatDate(c.expiry)})` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ) : null}
      <Group justify="flex-end" gap="xs">
        {state.url ? (
          <>
            <Button
              variant="default"
              color="red"
              onClick={() =>
                change.mutate({ type: 'clear' }, { onSuccess: () => setUrl(''), onError })
              }
              loading={change.isPending && change.variables.type === 'clear'}
            >
              {M.clear}
            </Button>
            <Button
              variant="light"
              onClick={() => change.mutate({ type: 'check' }, { onError })}
              loading={change.isPending && change.variables.type === 'check'}
            >
              {M.checkNow}
            </Button>
          </>
        ) : null}
        <Button onClick={handleSave} loading={change.isPending && change.variables.type === 'set'}>
          {M.save}
        </Button>
      </Group>
    </Stack>
  );
}

export default function TrustFeedDialog({
  item,
  onClose,
}: {
  item: CompanyItem;
  onClose: () => void;
}) {
  const { view } = usePortal();
  return (
    <Modal
      opened
      onClose={onClose}
      title={M.dialogTitle(item.company.name)}
      centered
      zIndex={400}
      withinPortal={false}
      closeButtonProps={{ 'aria-label': M.close }}
    >
      <FeedState productId={view.product.productId} item={item} />
    </Modal>
  );
}
