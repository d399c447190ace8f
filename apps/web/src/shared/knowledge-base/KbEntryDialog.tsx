/**
 * A knowledge base entry created or edited (docs/search.md, Knowledge base): question, answer,
 * comment (shown to visitors), internal note (staff only), access, favorite and products, validated by the same core schema as the API.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  KB_ADMIN_TEXTS as T,
  ZKbEntryInput,
  type TKbAdminEntry,
  type TKbEntryInput,
} from '@trustfront/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { kbInputOf, useSaveKbEntry } from '../../api/knowledge-base-admin.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';

const EMPTY: TKbEntryInput = {
  question: '',
  answer: '',
  comment: null,
  internalNote: null,
  accessLevel: 'public',
  favoritePublic: false,
  productIds: [],
};

export function KbEntryDialog(props: {
  /** The entry edited; null for a new one. */
  entry: TKbAdminEntry | null;
  opened: boolean;
  onClose: () => void;
  products: readonly { id: string; name: string }[];
}) {
  const { entry, opened, onClose } = props;
  const save = useSaveKbEntry();
  const form = useForm<TKbEntryInput, unknown, z.output<typeof ZKbEntryInput>>({
    resolver: zodResolver(ZKbEntryInput),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  const resetSave = save.reset;
  useEffect(() => {
    if (!opened) return;
    reset(entry ? kbInputOf(entry) : EMPTY);
    resetSave();
  }, [opened, entry, reset, resetSave]);

  const handleSubmit = form.handleSubmit(async (body) => {
    await save.mutateAsync({ id: entry?.objectID ?? null, body });
    notifications.show({ color: 'green', message: entry ? T.saved : T.created });
    onClose();
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title={entry ? T.editEntry : T.newEntry} size="lg">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack>
          <TextInput
            label={T.question}
            error={errors.question?.message}
            {...form.register('question')}
          />
          <Textarea
            label={T.answer}
            autosize
            minRows={4}
            error={errors.answer?.message}
            {...form.register('answer')}
          />
          {(['comment', 'internalNote'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <Textarea
                  label={T[name]}
                  description={T[`${name}Hint`]}
                  autosize
                  minRows={2}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value || null)}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          <Controller
            control={form.control}
            name="accessLevel"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {T.access}
                </Text>
                <SegmentedControl
                  aria-label={T.access}
                  value={field.value ?? 'public'}
                  onChange={field.onChange}
                  data={[
                    { value: 'public', label: T.public },
                    { value: 'restricted', label: T.restricted },
                  ]}
                />
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="productIds"
            render={({ field }) => (
              <MultiSelect
                label={T.products}
                placeholder={T.everyProduct}
                data={props.products.map((p) => ({ value: p.id, label: p.name }))}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
          <Switch label={T.favoritePublic} {...form.register('favoritePublic')} />
          {save.isError ? <Alert color="red">{save.error.message}</Alert> : null}
          <DialogActions
            onCancel={onClose}
            onSave={() => void handleSubmit()}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
