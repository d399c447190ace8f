import {
  AppShell,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES, canOpenAppPath } from '@trustfront/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useStaffLogout, useStaffSession } from '../../api/session.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { APP_NAV } from '../nav.ts';
import { SignInPage } from '../signin/SignInPage.tsx';

/** 'No access' / 'You don't have access to this page'. */
export function NoAccess() {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="xs">
        <Title order={2}>{MESSAGES.noAccessTitle}</Title>
        <Text c="dimmed">{MESSAGES.noAccessBody}</Text>
      </Stack>
    </Center>
  );
}

/** The private app shell: sign-in when signed out, and a scope guard on every section. */
export function AppLayout() {
  const session = useStaffSession();
  const logout = useStaffLogout();
  const { pathname } = useLocation();
  if (session.isPending) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (session.isError) return <ErrorPage message={session.error.message} />;
  const user = session.data;
  if (!user) return <SignInPage />;
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Text fw={700}>{user.orgName}</Text>
          <Group>
            <Button component="a" href={`/trust/${user.orgSlug}`} variant="subtle">
              View Trust Center
            </Button>
            <Text size="sm" data-testid="signed-in-as">
              {user.email}
            </Text>
            <Button variant="default" size="xs" onClick={() => logout.mutate()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {APP_NAV.filter((entry) => canOpenAppPath(entry.to, user.scopes)).map((entry) => (
          <NavLink
            key={entry.to}
            component={Link}
            to={entry.to}
            label={entry.label}
            active={entry.to === '/app' ? pathname === '/app' : pathname.startsWith(entry.to)}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        {canOpenAppPath(pathname, user.scopes) ? <Outlet /> : <NoAccess />}
      </AppShell.Main>
    </AppShell>
  );
}
