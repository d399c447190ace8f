import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUTH_MESSAGES,
  AppError,
  SSO_FAILURES,
  SSO_MESSAGES,
  ZChooseOrganization,
  ZStaffLoginRequest,
  ssoFailureOf,
  type TStaffLoginRequest,
} from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useStaffLogin } from '../../../api/session.ts';

/**
 * Single sign-on: the organisation's address (its slug, given by `?org=` when a link names it),
 * then the identity provider. A sign-on that failed comes back with `?ssoFailure=`, named here.
 */
function SingleSignOn() {
  const [params] = useSearchParams();
  const [org, setOrg] = useState(params.get('org') ?? '');
  const [error, setError] = useState<string | null>(null);
  const failure = params.get('ssoFailure');
  const start = (event: FormEvent) => {
    event.preventDefault();
    const slug = org.trim().toLowerCase();
    if (!slug) return setError(SSO_MESSAGES.organizationRequired);
    window.location.assign(`/api/auth/sso/start?${new URLSearchParams({ org: slug })}`);
  };
  return (
    <form onSubmit={start} noValidate>
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {SSO_FAILURES[ssoFailureOf(failure)]}
          </Alert>
        ) : null}
        <TextInput
          label="Organisation"
          description="Its trust center's address: acme for /trust/acme"
          value={org}
          onChange={(e) => {
            setOrg(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" variant="default">
          Sign in with single sign-on
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The organisations a right password opens, when the e-mail is staff of several: one button
 * each, which signs in to that one.
 */
function ChooseOrganization({
  organizations,
  pending,
  onChoose,
}: {
  organizations: { slug: string; name: string }[];
  pending: boolean;
  onChoose: (slug: string) => void;
}) {
  return (
    <Stack gap="xs" role="group" aria-label="Organisation">
      <Text>{AUTH_MESSAGES.chooseOrganization}</Text>
      {organizations.map((org) => (
        <Button key={org.slug} variant="light" loading={pending} onClick={() => onChoose(org.slug)}>
          {org.name}
        </Button>
      ))}
    </Stack>
  );
}

/** Staff sign-in with e-mail and password; the same schema validates here and on the server. */
export function SignInPage() {
  const login = useStaffLogin();
  const form = useForm<TStaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const handleSubmit = form.handleSubmit(({ email, password }) =>
    login.mutate({ email, password }),
  );
  const choice =
    login.error instanceof AppError && login.error.code === 'choose_organization'
      ? ZChooseOrganization.safeParse(login.error.details).data
      : undefined;
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder radius="md" p="xl" w={380}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Title order={2}>Sign in</Title>
            {login.isError && !choice ? (
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
            {choice ? (
              <ChooseOrganization
                organizations={choice.organizations}
                pending={login.isPending}
                onChoose={(org) => login.mutate({ ...form.getValues(), org })}
              />
            ) : (
              <Button type="submit" loading={login.isPending}>
                Sign in
              </Button>
            )}
          </Stack>
        </form>
        <Divider my="lg" label="or" labelPosition="center" />
        <SingleSignOn />
      </Paper>
    </Center>
  );
}
