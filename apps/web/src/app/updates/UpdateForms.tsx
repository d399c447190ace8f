/**
 * The forms of trust updates: a new topic with its first update, and a further update of a topic,
 * validated by the same core schemas as the API (docs/updates.md, Trust updates).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  UPDATE_AUDIENCES,
  ZComplianceUpdateCreate,
  ZTopicUpdateCreate,
  type TUpdateChannelsInput,
} from '@trustfront/core';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useAddTopicUpdate, useCreateComplianceUpdate } from '../../api/trust-updates.ts';

type UpdateInput = z.input<typeof ZTopicUpdateCreate>;
type TopicInput = z.input<typeof ZComplianceUpdateCreate>;

const AUDIENCE_LABELS: Record<(typeof UPDATE_AUDIENCES)[number], string> = {
  public: 'Public: every subscriber and visitor',
  private: 'Private: members of approved accounts only',
};

/** The Trust Center and e-mail channels of an update, as the creation schema takes them. */
function ChannelFields(props: {
  value: TUpdateChannelsInput;
  onChange: (value: TUpdateChannelsInput) => void;
  error: string | undefined;
}) {
  const { value, onChange } = props;
  const email = value.email;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Channels
      </Text>
      <Checkbox
        label="Trust Center"
        checked={value.statusPage ?? false}
        onChange={(e) => onChange({ ...value, statusPage: e.currentTarget.checked })}
      />
      <Checkbox
        label="Email"
        checked={Boolean(email)}
        onChange={(e) =>
          onChange({
            ...value,
            email: e.currentTarget.checked ? { subscribers: true, audience: [] } : undefined,
          })
        }
      />
      {email ? (
        <Stack gap="xs" pl="lg">
          <Checkbox
            label="All confirmed subscribers of the audience"
            checked={email.subscribers ?? false}
            onChange={(e) =>
              onChange({ ...value, email: { ...email, subscribers: e.currentTarget.checked } })
            }
          />
          <TagsInput
            label="Also send to"
            placeholder="name@company.com"
            value={email.audience ?? []}
            onChange={(audience) => onChange({ ...value, email: { ...email, audience } })}
          />
        </Stack>
      ) : null}
      {props.error ? (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The first error under `channels`, wherever the schema put it. */
function channelError(errors: FieldErrors<UpdateInput>): string | undefined {
  const channels = errors.channels;
  return (
    channels?.message ??
    channels?.statusPage?.message ??
    channels?.email?.message ??
    channels?.email?.audience?.message ??
    channels?.email?.audience?.find?.((e) => e?.message)?.message
  );
}

/** Message, audience and channels: the fields of every update. */
function UpdateFields({ control }: { control: Control<UpdateInput> }) {
  return (
    <>
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => (
          <Textarea
            label="Message"
            autosize
            minRows={4}
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name="spAudience"
        render={({ field }) => (
          <Select
            label="Audience"
            allowDeselect={false}
            data={UPDATE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
            value={field.value ?? 'public'}
            onChange={(v) => field.onChange(v ?? 'public')}
          />
        )}
      />
      <Controller
        control={control}
        name="channels"
        render={({ field, formState }) => (
          <ChannelFields
            value={field.value}
            onChange={field.onChange}
            error={channelError(formState.errors)}
          />
        )}
      />
    </>
  );
}

const NEW_UPDATE: UpdateInput = {
  message: '',
  spAudience: 'public',
  channels: { statusPage: true },
};

export function NewTopicDialog(props: {
  opened: boolean;
  onClose: () => void;
  products: { id: string; name: string }[];
}) {
  const create = useCreateComplianceUpdate();
  const form = useForm<TopicInput, unknown, z.output<typeof ZComplianceUpdateCreate>>({
    resolver: zodResolver(ZComplianceUpdateCreate),
    defaultValues: { ...NEW_UPDATE, subject: '', hidden: false, isPinned: false, productIds: [] },
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values);
    form.reset();
    props.onClose();
  });
  const { control } = form;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="New trust update" size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Subject"
            error={form.formState.errors.subject?.message}
            {...form.register('subject')}
          />
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <Select
                label="Category"
                data={TOPIC_CATEGORIES.map((value) => ({
                  value,
                  label: TOPIC_CATEGORY_LABELS[value],
                }))}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="productIds"
            render={({ field }) => (
              <MultiSelect
                label="Products"
                placeholder="Every product"
                data={props.products.map((p) => ({ value: p.id, label: p.name }))}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
          <UpdateFields control={control as unknown as Control<UpdateInput>} />
          <Switch label="Pinned" {...form.register('isPinned')} />
          <Switch label="Hidden from the Trust Center" {...form.register('hidden')} />
          {create.isError ? <Alert color="red">{create.error.message}</Alert> : null}
          <Button type="submit" loading={create.isPending}>
            Publish
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

export function AddUpdateDialog(props: {
  topic: { id: string; subject: string } | null;
  onClose: () => void;
}) {
  const add = useAddTopicUpdate();
  const form = useForm<UpdateInput, unknown, z.output<typeof ZTopicUpdateCreate>>({
    resolver: zodResolver(ZTopicUpdateCreate),
    defaultValues: NEW_UPDATE,
  });
  const handleSubmit = form.handleSubmit(async (body) => {
    if (!props.topic) return;
    await add.mutateAsync({ topicId: props.topic.id, body });
    form.reset();
    props.onClose();
  });
  return (
    <Modal
      opened={props.topic !== null}
      onClose={props.onClose}
      title={`New update: ${props.topic?.subject ?? ''}`}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <UpdateFields control={form.control} />
          {add.isError ? <Alert color="red">{add.error.message}</Alert> : null}
          <Button type="submit" loading={add.isPending}>
            Publish
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
