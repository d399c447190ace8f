import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useStaffSession } from '../api/session.ts';

/** The private app's landing page. */
export function AppHome() {
  const { data: user } = useStaffSession();
  if (!user) return null;
  return (
    <Stack>
      <Title order={2}>Welcome, {user.name}</Title>
      <Text>
        Your Trust Center is live at{' '}
        <Anchor href={`/trust/${user.orgSlug}`}>/trust/{user.orgSlug}</Anchor>.
      </Text>
    </Stack>
  );
}
