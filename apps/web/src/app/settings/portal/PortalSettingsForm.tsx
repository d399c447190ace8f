import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  ColorSwatch,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  ZPortalSettings,
  brandColorContrastWarning,
  isBrandColor,
  type TPortalSettings,
  type TPortalSettingsAnswer,
  type TPortalSettingsInput,
} from '@trustfront/core';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useSavePortalSettings } from '../../../api/portal-settings.ts';
import { SettingsForm } from '../../ui/SettingsForm.tsx';
import { AccessRequestFieldsEditor } from './AccessRequestFieldsEditor.tsx';
import { HelpActionFields } from './HelpActionFields.tsx';
import { toForm } from './form-values.ts';

export const PORTAL_SETTINGS_SAVED = 'Portal settings saved';

const ACCESS_LEVELS = [
  {
    value: 'Minimal',
    label: 'Minimal',
    description: 'Public visitors see the items marked public; the rest needs access.',
  },
  {
    value: 'PublicContentOnly',
    label: 'Public content only',
    description: 'Public visitors see the items marked public; the rest needs access.',
  },
  {
    value: 'LoginRequired',
    label: 'Login required',
    description: "Only signed-in members and staff see the portal's content.",
  },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A switch bound to a boolean setting. */
/** A brand colour too light for the white page: said as it is typed, and it may still be saved. */
function BrandColorContrast({ value }: { value: string }) {
  const warning = brandColorContrastWarning(value.trim());
  if (!warning) return null;
  return (
    <Text size="sm" c="orange.9" role="status" data-testid="brand-color-contrast">
      {warning}
    </Text>
  );
}

function SettingSwitch({
  name,
  label,
}: {
  name: 'showPortalTitle' | 'showBuiltOn';
  label: string;
}) {
  return (
    <Controller<TPortalSettingsInput, typeof name>
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}

/** The settings saved at once: every field is sent on save, so nothing saved is lost. */
export function PortalSettingsForm({ saved }: { saved: TPortalSettingsAnswer['settings'] }) {
  const save = useSavePortalSettings();
  const form = useForm<TPortalSettingsInput, unknown, TPortalSettings>({
    resolver: zodResolver(ZPortalSettings),
    defaultValues: toForm(saved),
  });
  const { errors } = form.formState;
  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (kept) => {
        form.reset(toForm(kept.settings));
        notifications.show({ color: 'green', message: PORTAL_SETTINGS_SAVED });
      },
    }),
  );
  return (
    <FormProvider {...form}>
      <SettingsForm onSubmit={handleSubmit} error={save.error}>
        <Section title="Header">
          <TextInput
            label="Portal title"
            {...form.register('portalTitle')}
            error={errors.portalTitle?.message}
          />
          <SettingSwitch name="showPortalTitle" label="Show the title beside the logo" />
          <Textarea
            label="Description"
            description="Shown to search engines and in link previews."
            autosize
            minRows={2}
            {...form.register('description')}
            error={errors.description?.message}
          />
          <TextInput
            label="Organisation website"
            description="The logo links here."
            placeholder="https://"
            {...form.register('websiteUrl')}
            error={errors.websiteUrl?.message}
          />
          <Controller
            control={form.control}
            name="brandColor"
            render={({ field }) => (
              <>
                <TextInput
                  label="Brand colour"
                  description="Buttons, links and accents of the portal. Leave empty for the default."
                  placeholder="#1f6feb"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  leftSection={
                    isBrandColor(field.value ?? '') ? (
                      <ColorSwatch color={field.value ?? ''} size={18} />
                    ) : null
                  }
                  error={errors.brandColor?.message}
                  w={260}
                />
                <BrandColorContrast value={field.value ?? ''} />
              </>
            )}
          />
        </Section>
        <Section title="Footer">
          <SettingSwitch name="showBuiltOn" label={`Show the '${MESSAGES.builtOn}' link`} />
        </Section>
        <Section title="Help card">
          <HelpActionFields action="contactSupport" />
          <HelpActionFields action="reportIssue" />
        </Section>
        <Section title="security.txt">
          <Text size="sm" c="dimmed">
            Published at /.well-known/security.txt on your domain (RFC 9116) once a contact is set.
          </Text>
          <TextInput
            label="Security contact e-mail"
            placeholder="security@example.com"
            {...form.register('securityContactEmail')}
            error={errors.securityContactEmail?.message}
          />
          <TextInput
            label="Security contact page"
            placeholder="https://"
            {...form.register('securityContactUrl')}
            error={errors.securityContactUrl?.message}
          />
          <TextInput
            label="Disclosure policy"
            placeholder="https://"
            {...form.register('securityPolicyUrl')}
            error={errors.securityPolicyUrl?.message}
          />
        </Section>
        <Section title="Access request form">
          <Text size="sm" c="dimmed">
            Optional fields visitors fill in when they request access.
          </Text>
          <AccessRequestFieldsEditor />
        </Section>
        <Section title="Public access level">
          <Controller
            control={form.control}
            name="publicAccessLevel"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                aria-label="Public access level"
              >
                <Stack gap="sm">
                  {ACCESS_LEVELS.map((level) => (
                    <Radio
                      key={level.value}
                      value={level.value}
                      label={level.label}
                      description={level.description}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </Section>
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save
        </Button>
      </SettingsForm>
    </FormProvider>
  );
}
