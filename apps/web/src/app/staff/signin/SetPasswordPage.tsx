/**
 * /app/set-password?token=…: a staff member sets their password from the link they were mailed,
 * then signs in. Needs no session; the token decides whose password it is.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  PASSWORD_MIN_LENGTH,
  STAFF_MESSAGES,
  ZSetPasswordForm,
  type TSetPasswordForm,
} from '@trustfront/core';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useSetPassword } from '../../../api/staff-users.ts';

export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setPassword = useSetPassword();
  const form = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const handleSubmit = form.handleSubmit(({ password }) => setPassword.mutate({ token, password }));
  const { errors } = form.formState;
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder radius="md" p="xl" w={400}>
        {setPassword.isSuccess ? (
          <Stack>
            <Title order={2}>Password set</Title>
            <Alert color="green" role="status">
              {STAFF_MESSAGES.passwordSet}
            </Alert>
            <Button component={Link} to="/app">
              Sign in
            </Button>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <Title order={2}>Set your password</Title>
              {token ? null : (
                <Alert color="red" role="alert">
                  {STAFF_MESSAGES.linkInvalid}
                </Alert>
              )}
              {setPassword.isError ? (
                <Alert color="red" role="alert">
                  {setPassword.error.message}
                </Alert>
              ) : null}
              <Text size="sm" c="dimmed">
                Use at least {PASSWORD_MIN_LENGTH} characters.
              </Text>
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                {...form.register('password')}
                error={errors.password?.message}
              />
              <PasswordInput
                label="Repeat the password"
                autoComplete="new-password"
                {...form.register('confirm')}
                error={errors.confirm?.message}
              />
              <Button type="submit" loading={setPassword.isPending} disabled={!token}>
                Set password
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
