import { Center, Stack, Text, Title } from '@mantine/core';

/**
 * `/byoid/{orgId}/welcome`, where a public visitor arriving with a `byoidJwt` is sent (spec 1 §2).
 * Signing in with an identity the visitor's own company issues is not offered yet; this page
 * says so instead of sending the visitor back to the portal in a loop.
 */
export function ByoidWelcomePage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" maw={520} ta="center" data-testid="byoid-welcome">
        <Title order={2}>Sign-in link not supported</Title>
        <Text c="dimmed">
          This Trust Center does not accept sign-in with your company&apos;s identity provider. Open
          the Trust Center link you were given without the sign-in token, or request access there.
        </Text>
      </Stack>
    </Center>
  );
}
