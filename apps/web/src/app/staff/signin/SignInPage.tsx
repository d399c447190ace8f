import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { ZStaffLoginRequest, type TStaffLoginRequest } from '@trustfront/core';
import { useForm } from 'react-hook-form';
import { useStaffLogin } from '../../../api/session.ts';

/** Staff sign-in with e-mail and password; the same schema validates here and on the server. */
export function SignInPage() {
  const login = useStaffLogin();
  const form = useForm<TStaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const handleSubmit = form.handleSubmit((values) => login.mutate(values));
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder radius="md" p="xl" w={380}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Title order={2}>Sign in</Title>
            {login.isError ? (
              <Alert color="red" role="alert">
                {login.error.message}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              {...form.register('email')}
              error={form.formState.errors.email?.message}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.register('password')}
              error={form.formState.errors.password?.message}
            />
            <Button type="submit" loading={login.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
