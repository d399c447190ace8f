/**
 * First-run setup (docs/setup.md): shown at /app while the instance has no organisation. The
 * operator enters the setup token the server printed, names the organisation and its portal
 * address, picks a brand colour and a logo, and creates the first admin, who is signed in at
 * once. The form and the server validate with the same schema; the server's refusals are shown
 * by field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  FileInput,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ICON_TYPES,
  PASSWORD_MIN_LENGTH,
  PORTAL_SETTINGS_LIMITS,
  PORTAL_SETTINGS_MESSAGES,
  SETUP_DEFAULT_BRAND_COLOR,
  SETUP_MESSAGES,
  ZSetupForm,
  isBrandColor,
  setupFieldErrors,
  slugFromName,
  type TSetupForm,
} from '@trustfront/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AppError } from '../../../api/client.ts';
import { useSetup, useSetupStatus } from '../../../api/setup.ts';

const MAX_MB = PORTAL_SETTINGS_LIMITS.imageMaxBytes / 1024 / 1024;
const COLOR_PICKER_STYLE = {
  width: 22,
  height: 22,
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
} as const;

/** The file's bytes in base64, as the setup request carries the logo. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error(SETUP_MESSAGES.logoInvalid));
    reader.readAsDataURL(file);
  });
}

export default function SetupPage() {
  const setup = useSetup();
  const status = useSetupStatus();
  const navigate = useNavigate();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<TSetupForm>({
    resolver: zodResolver(ZSetupForm),
    defaultValues: {
      token: '',
      name: '',
      slug: '',
      brandColor: SETUP_DEFAULT_BRAND_COLOR,
      adminName: '',
      adminEmail: '',
      adminPassword: '',
      adminPasswordConfirm: '',
    },
  });
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });

  const handleLogo = (file: File | null) => {
    setLogo(file);
    setLogoError(
      file && file.size > PORTAL_SETTINGS_LIMITS.imageMaxBytes
        ? PORTAL_SETTINGS_MESSAGES.imageTooLarge
        : null,
    );
  };

  const handleSubmit = form.handleSubmit(async ({ adminPasswordConfirm: _confirm, ...values }) => {
    if (logoError) return;
    const body = { ...values, logo: logo ? await base64Of(logo) : undefined };
    setup.mutate(body, {
      onSuccess: () => void navigate('/app', { replace: true }),
      onError: (error) => {
        if (!(error instanceof AppError)) return;
        const { logo: logoMessage, ...fields } = setupFieldErrors(error.details);
        if (logoMessage) setLogoError(logoMessage);
        for (const [field, message] of Object.entries(fields)) {
          form.setError(field as keyof TSetupForm, { message });
        }
      },
    });
  });

  // The message above the form: a refusal no field shows (the closed setup, the rate limit).
  const formError =
    setup.error instanceof AppError &&
    Object.keys(setupFieldErrors(setup.error.details)).length === 0
      ? setup.error.message
      : null;

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder radius="md" p="xl" w="100%" maw={520}>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack>
            <Title order={2}>Set up your Trust Center</Title>
            <Text size="sm" c="dimmed">
              No organisation exists yet. Create yours and its first admin; you are signed in at
              once.
            </Text>
            {formError ? (
              <Alert color="red" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{formError}</Text>
                  {setup.error instanceof AppError && setup.error.code === 'setup_closed' ? (
                    <Button size="xs" variant="default" onClick={() => void status.refetch()}>
                      Sign in
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <TextInput
              label="Setup token"
              description="Printed in the server's log and terminal at start."
              autoComplete="off"
              spellCheck={false}
              {...form.register('token')}
              error={errors.token?.message}
            />
            <TextInput
              label="Organisation name"
              autoComplete="organization"
              {...form.register('name', {
                onChange: (event: { target: { value: string } }) => {
                  if (!form.getFieldState('slug').isDirty) {
                    form.setValue('slug', slugFromName(event.target.value));
                  }
                },
              })}
              error={errors.name?.message}
            />
            <TextInput
              label="Portal address"
              description={`${window.location.origin}/trust/${slug || '…'}`}
              autoComplete="off"
              spellCheck={false}
              {...form.register('slug')}
              error={errors.slug?.message}
            />
            <Controller
              control={form.control}
              name="brandColor"
              render={({ field }) => (
                <TextInput
                  label="Brand colour"
                  description="Buttons, links and accents of the portal."
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  // The browser's own colour picker: no picker code of the component library.
                  leftSection={
                    <input
                      type="color"
                      aria-label="Pick the brand colour"
                      value={isBrandColor(field.value) ? field.value : SETUP_DEFAULT_BRAND_COLOR}
                      onChange={(event) => field.onChange(event.target.value)}
                      style={COLOR_PICKER_STYLE}
                    />
                  }
                  leftSectionPointerEvents="all"
                  error={errors.brandColor?.message}
                />
              )}
            />
            <FileInput
              label="Logo"
              description={`Optional. PNG, JPEG or SVG, at most ${MAX_MB}MB.`}
              placeholder="Choose a file"
              accept={ICON_TYPES.join(',')}
              clearable
              value={logo}
              onChange={handleLogo}
              error={logoError}
            />
            <Title order={4}>First admin</Title>
            <TextInput
              label="Name"
              autoComplete="name"
              {...form.register('adminName')}
              error={errors.adminName?.message}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              {...form.register('adminEmail')}
              error={errors.adminEmail?.message}
            />
            <PasswordInput
              label="Password"
              description={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
              autoComplete="new-password"
              {...form.register('adminPassword')}
              error={errors.adminPassword?.message}
            />
            <PasswordInput
              label="Repeat the password"
              autoComplete="new-password"
              {...form.register('adminPasswordConfirm')}
              error={errors.adminPasswordConfirm?.message}
            />
            <Button type="submit" loading={setup.isPending || form.formState.isSubmitting}>
              Create organisation
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
