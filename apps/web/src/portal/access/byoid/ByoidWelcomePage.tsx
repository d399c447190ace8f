import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { AppError, BYOID_FAILURE_MESSAGES } from '@trustfront/core';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useByoidSignIn } from '../../../api/byoid.ts';
import { useServerMessage } from '../../i18n/messages.ts';
import { useT } from '../../i18n/use-t.tsx';

/** The refusal's key in the portal's texts: `byoid_{reason}` answers the reason's text. */
function refusalKey(error: Error): string | null {
  if (!(error instanceof AppError) || !error.code.startsWith('byoid_')) return null;
  const reason = error.code.slice('byoid_'.length);
  return reason in BYOID_FAILURE_MESSAGES ? `byoid.${reason}` : null;
}

/**
 * `/byoid/{orgId}/welcome?byoidJwt=…`, where a public visitor arriving with a token of their
 * company's identity provider is sent (docs/access.md, Bring your own identity). The token is sent
 * once (it works once); signed in, the member opens the portal in their account's mode, else the
 * page says why not.
 */
export function ByoidWelcomePage() {
  const t = useT();
  const serverMessage = useServerMessage();
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
  const error = signIn.error;
  const errorKey = error ? refusalKey(error) : null;
  const refused = !byoidJwt
    ? t('byoid.invalid')
    : error
      ? errorKey
        ? serverMessage(errorKey, error.message)
        : error.message
      : null;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" maw={520} ta="center" data-testid="byoid-welcome">
        {refused ? (
          <>
            <Title order={2}>{t('byoid.refusedTitle')}</Title>
            <Text c="dimmed" role="alert">
              {refused}
            </Text>
          </>
        ) : (
          <>
            <Loader />
            <Text>{t('byoid.signingIn')}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
