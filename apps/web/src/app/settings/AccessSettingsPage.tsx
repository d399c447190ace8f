import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ACCESS_SETTINGS_MESSAGES,
  ZAccessSettings,
  type TAccessSettings,
  type TAccessSettingsInput,
} from '@trustfront/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAccessSettings, useSaveAccessSettings } from '../../api/access-settings.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { SettingsForm } from '../ui/SettingsForm.tsx';

/** Inputs show '' for no link; the schema turns it back into none. */
const toForm = (s: TAccessSettings): TAccessSettingsInput => ({
  ...s,
  termsUrl: s.termsUrl ?? '',
  privacyUrl: s.privacyUrl ?? '',
});

/** The form, given what was saved: every field is sent on save, so nothing saved is lost. */
function AccessSettingsForm({ saved }: { saved: TAccessSettings }) {
  const save = useSaveAccessSettings();
  const form = useForm<TAccessSettingsInput, unknown, TAccessSettings>({
    resolver: zodResolver(ZAccessSettings),
    defaultValues: toForm(saved),
  });
  const { errors } = form.formState;
  const provider = useWatch({ control: form.control, name: 'ndaProvider' });
  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (kept) => {
        form.reset(toForm(kept));
        notifications.show({ color: 'green', message: ACCESS_SETTINGS_MESSAGES.saved });
      },
    }),
  );
  return (
    <SettingsForm onSubmit={handleSubmit} error={save.error}>
      <Paper withBorder p="md">
        <Stack>
          <Title order={3}>Non-disclosure agreement</Title>
          <Controller
            control={form.control}
            name="ndaProvider"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="nda-provider-label">
                  NDA provider
                </Text>
                <SegmentedControl
                  aria-labelledby="nda-provider-label"
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'none', label: 'None' },
                    { value: 'clickwrap', label: 'Clickwrap' },
                  ]}
                />
              </Stack>
            )}
          />
          <Textarea
            label="NDA text"
            description="Members read and accept this text before restricted documents open."
            autosize
            minRows={5}
            maxRows={16}
            disabled={provider !== 'clickwrap'}
            {...form.register('ndaText')}
            error={errors.ndaText?.message}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Title order={3}>Access</Title>
          <Controller
            control={form.control}
            name="accessDurationDays"
            render={({ field }) => (
              <Stack gap="xs">
                <Checkbox
                  label="Access lasts until revoked"
                  checked={field.value === null}
                  onChange={(e) => field.onChange(e.currentTarget.checked ? null : 365)}
                />
                {field.value === null ? null : (
                  <NumberInput
                    label="Access duration (days)"
                    value={field.value}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                    onBlur={field.onBlur}
                    allowDecimal={false}
                    error={errors.accessDurationDays?.message}
                  />
                )}
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="watermarkDocuments"
            render={({ field }) => (
              <Switch
                label="Watermark restricted PDFs with the member's e-mail, company and date"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Title order={3}>Legal links</Title>
          <TextInput
            label="Terms of Service URL"
            placeholder="https://"
            {...form.register('termsUrl')}
            error={errors.termsUrl?.message}
          />
          <TextInput
            label="Privacy policy URL"
            placeholder="https://"
            {...form.register('privacyUrl')}
            error={errors.privacyUrl?.message}
          />
        </Stack>
      </Paper>
      <Group>
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
          Save
        </Button>
      </Group>
    </SettingsForm>
  );
}

/** /app/settings/access: NDA, access duration, watermarking, terms and privacy links. */
export default function AccessSettingsPage() {
  const settings = useAccessSettings();
  return (
    <Stack>
      <Title order={2}>Access settings</Title>
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <ErrorPage message={settings.error.message} /> : null}
      {settings.data ? <AccessSettingsForm saved={settings.data} /> : null}
    </Stack>
  );
}
