import {
  AppShell,
  Box,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES, canOpenAppPath } from '@trustfront/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useStaffLogout, useStaffSession } from '../../api/session.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { activeNavEntry, APP_HOME, APP_NAV_GROUPS } from '../nav.ts';
import { SetupOrSignIn } from '../staff/signin/SetupGate.tsx';

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

/**
 * The private app shell: sign-in when signed out (first-run setup while the instance has no
 * organisation), and a scope guard on every section.
 */
export function AppLayout() {
  const session = useStaffSession();
  const logout = useStaffLogout();
  const { pathname } = useLocation();
  const active = activeNavEntry(pathname);
  // Below the sm breakpoint the navigation is a drawer behind a burger.
  const [navOpened, nav] = useDisclosure(false);
  if (session.isPending) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (session.isError) return <ErrorPage message={session.error.message} />;
  const user = session.data;
  if (!user) return <SetupOrSignIn />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Navigation"
            />
            <Text fw={700} truncate>
              {user.orgName}
            </Text>
          </Group>
          <Group wrap="nowrap" gap="xs">
            <Button component="a" href={`/trust/${user.orgSlug}`} variant="subtle" visibleFrom="sm">
              View Trust Center
            </Button>
            <Text size="sm" data-testid="signed-in-as" visibleFrom="md">
              {user.email}
            </Text>
            <Button variant="default" size="xs" onClick={() => logout.mutate()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Sections">
        <AppShell.Section grow component={ScrollArea}>
          <NavLink
            component={Link}
            to={APP_HOME.to}
            label={APP_HOME.label}
            active={active === APP_HOME}
            onClick={nav.close}
          />
          {APP_NAV_GROUPS.map((group) => {
            const entries = group.entries.filter((entry) => canOpenAppPath(entry.to, user.scopes));
            if (entries.length === 0) return null;
            const headingId = `nav-${group.label.toLowerCase()}`;
            return (
              <Box key={group.label} role="group" aria-labelledby={headingId} mt="sm">
                <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                  {group.label}
                </Text>
                {entries.map((entry) => (
                  <NavLink
                    key={entry.to}
                    component={Link}
                    to={entry.to}
                    label={entry.label}
                    active={entry === active}
                    onClick={nav.close}
                  />
                ))}
              </Box>
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {canOpenAppPath(pathname, user.scopes) ? <Outlet /> : <NoAccess />}
      </AppShell.Main>
    </AppShell>
  );
}
