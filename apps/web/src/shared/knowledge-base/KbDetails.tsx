/**
 * The details side panel of a knowledge base entry (docs/search.md, Knowledge base): the entry
 * fetched by its id, with its metadata (source, access, products, dates), copy buttons, favorite,
 * edit and delete.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '../../ui/icons/icons.ts';
import { KB_ADMIN_TEXTS as T, kbSourceLabel, type TKbAdminEntry } from '@trustfront/core';
import { useState } from 'react';
import {
  kbInputOf,
  useDeleteKbEntry,
  useKbAdminEntry,
  useSaveKbEntry,
} from '../../api/knowledge-base-admin.ts';

export const kbDate = (iso: string) => new Date(iso).toLocaleDateString();

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function CopyButton({ type, text }: { type: string; text: string }) {
  const handleCopy = async () => {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', message: T.copied(type) });
  };
  return (
    <Tooltip label={T.copy(type)}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={T.copy(type)}
        onClick={() => void handleCopy()}
      >
        <IconCopy size={14} />
      </ActionIcon>
    </Tooltip>
  );
}

export function KbDetails(props: {
  id: string;
  productNames: ReadonlyMap<string, string>;
  onEdit: (entry: TKbAdminEntry) => void;
  onClose: () => void;
}) {
  const query = useKbAdminEntry(props.id);
  const save = useSaveKbEntry();
  const remove = useDeleteKbEntry();
  const [confirming, setConfirming] = useState(false);
  const entry = query.data;

  const handleFavorite = async (target: TKbAdminEntry) => {
    await save.mutateAsync({
      id: target.objectID,
      body: { ...kbInputOf(target), favoritePublic: !target.favorite_public },
    });
  };
  const handleDelete = async () => {
    if (!entry) return;
    setConfirming(false);
    await remove.mutateAsync(entry.objectID);
    notifications.show({ color: 'green', message: T.deleted });
    props.onClose();
  };
  const products =
    entry && entry.product_ids.length > 0
      ? entry.product_ids.map((id) => props.productNames.get(id) ?? id).join(', ')
      : T.everyProduct;

  return (
    <Paper withBorder radius="md" p="md" w="25%" miw={260} data-testid="kb-details">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={4} size="h5">
          {entry?.content ?? ''}
        </Title>
        <CloseButton onClick={props.onClose} aria-label="Close details" />
      </Group>
      {query.isPending ? <Loader size="sm" /> : null}
      {query.isError ? <Alert color="red">{query.error.message}</Alert> : null}
      {entry ? (
        <Stack gap="sm">
          <Field label={T.question}>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <Text size="sm">{entry.content}</Text>
              <CopyButton type="question" text={entry.content} />
            </Group>
          </Field>
          <Field label={T.answer}>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {entry.answer}
              </Text>
              <CopyButton type="answer" text={entry.answer} />
            </Group>
          </Field>
          {entry.comment ? (
            <Field label={T.comment}>
              <Text size="sm">{entry.comment}</Text>
            </Field>
          ) : null}
          {entry.internal_note ? (
            <Field label={T.internalNote}>
              <Text size="sm" data-testid="kb-details-internal-note">
                {entry.internal_note}
              </Text>
            </Field>
          ) : null}
          <Field label={T.source}>
            <Text size="sm" data-testid="kb-details-source">
              {[kbSourceLabel(entry.source_type), entry.source_subtype, entry.source_name]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Field>
          <Field label={T.access}>
            <Group gap="xs">
              <Badge variant="light" color={entry.access_level === 'public' ? 'green' : 'orange'}>
                {entry.access_level === 'public' ? T.public : T.restricted}
              </Badge>
              {entry.favorite_public ? <Badge color="yellow">{T.favorite}</Badge> : null}
            </Group>
          </Field>
          <Field label={T.products}>
            <Text size="sm">{products}</Text>
          </Field>
          <Field label={T.date}>
            <Text size="sm">{kbDate(entry.date_timestamp)}</Text>
          </Field>
          {entry.customer_modified_timestamp ? (
            <Field label={T.modified}>
              <Text size="sm">{kbDate(entry.customer_modified_timestamp)}</Text>
            </Field>
          ) : null}
          {save.isError || remove.isError ? (
            <Alert color="red">{(save.error ?? remove.error)?.message}</Alert>
          ) : null}
          <Group gap="xs">
            <Button size="xs" onClick={() => props.onEdit(entry)}>
              {T.editEntry}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={save.isPending}
              onClick={() => void handleFavorite(entry)}
            >
              {entry.favorite_public ? T.unmarkFavorite : T.markFavorite}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              {T.deleteEntry}
            </Button>
          </Group>
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={T.deleteEntry}
            centered
          >
            <Stack>
              <Text size="sm">{T.deleteConfirm(entry.content)}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button color="red" onClick={() => void handleDelete()}>
                  Delete
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Stack>
      ) : null}
    </Paper>
  );
}
