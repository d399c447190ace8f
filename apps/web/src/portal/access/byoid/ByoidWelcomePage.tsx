import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { MEMBER_MESSAGES as M } from '@trustfront/core';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useByoidSignIn } from '../../../api/byoid.ts';

/**
 * `/byoid/{orgId}/welcome?byoidJwt=…`, where a public visitor arriving with a token of their
 * company's identity provider is sent (docs/access.md, Bring your own identity). The token is sent
 * once (it works once); signed in, the member opens the portal in their account's mode, else the
 * page says why not.
 */
export function ByoidWelcomePage() {
  const { orgId = '' } = useParams();
  const [search] = useSearchParams();
  const byoidJwt = search.get('byoidJwt') ?? '';
  const signIn = useByoidSignIn(orgId);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !byoidJwt) return;
    sent.current = true;
    signIn.mutate(byoidJwt, {
      // A full load, so that the whole page starts over with the member's session.
      onSuccess: ({ redirectTo }) => window.location.replace(redirectTo),
    });
  }, [byoidJwt, signIn]);
  const refused = !byoidJwt ? M.byoidInvalid : signIn.error?.message;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" maw={520} ta="center" data-testid="byoid-welcome">
        {refused ? (
          <>
            <Title order={2}>{M.byoidRefusedTitle}</Title>
            <Text c="dimmed" role="alert">
              {refused}
            </Text>
          </>
        ) : (
          <>
            <Loader />
            <Text>{M.byoidSigningIn}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
