import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  AppError,
  SWITCH_TO_REQUEST_OUTCOMES,
  ZPortalLoginRequest,
  type TPortalLoginRequest,
} from '@trustfront/core';
import { useForm } from 'react-hook-form';
import { usePortalLogin } from '../../api/portal-access.ts';
import { useMessageT, useServerMessage } from '../i18n/messages.ts';
import { useT } from '../i18n/use-t.tsx';
import { formError, outcomeView, type AccessView } from './outcome.ts';

interface LoginTabProps {
  orgSlug: string;
  productId: string | null;
  email: string;
  signInLink: string | null;
  onView: (view: AccessView) => void;
  /** An unknown address (or a blocked domain) moves to the request tab with the e-mail. */
  onRequest: (email: string) => void;
}

/** The Login Request tab: an e-mail, 'Continue', and a sign-in link by mail. */
export function LoginTab({
  orgSlug,
  productId,
  email,
  signInLink,
  onView,
  onRequest,
}: LoginTabProps) {
  const t = useT();
  const messageT = useMessageT('access.errors');
  const serverMessage = useServerMessage();
  const login = usePortalLogin(orgSlug);
  const form = useForm<TPortalLoginRequest>({
    resolver: zodResolver(ZPortalLoginRequest),
    defaultValues: { email, productId },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onView({ kind: 'check', email: values.email });
    } catch (error) {
      if (error instanceof AppError && SWITCH_TO_REQUEST_OUTCOMES.has(error.code)) {
        onRequest(values.email);
        return;
      }
      const view = outcomeView(error, values.email);
      if (view) onView(view);
      else {
        const { key, message } = formError(error);
        form.setError('email', { message: serverMessage(key, message) });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {signInLink ? <Alert color="yellow">{t('access.signInLinkInvalid')}</Alert> : null}
        <TextInput
          label={t('access.email')}
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.register('email')}
          error={messageT(form.formState.errors.email?.message)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={login.isPending}>
            {t('access.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
