import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { AppError, BYOID_FAILURE_MESSAGES } from '@trustfront/core';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useByoidSignIn, useByoidStart } from '../../../api/byoid.ts';
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
 * company's identity provider is sent (docs/access.md, Bring your own identity). The page asks
 * whom the token signs in and shows it; the visitor's Continue completes the sign-in in this
 * browser (a page of another site cannot, so it cannot sign anyone into its account). Signed in,
 * the member opens the portal in their account's mode, else the page says why not.
 */
export function ByoidWelcomePage() {
  const t = useT();
  const serverMessage = useServerMessage();
  const { orgId = '' } = useParams();
  const [search] = useSearchParams();
  const byoidJwt = search.get('byoidJwt') ?? '';
  const start = useByoidStart(orgId);
  const signIn = useByoidSignIn(orgId);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !byoidJwt) return;
    started.current = true;
    start.mutate(byoidJwt);
  }, [byoidJwt, start]);
  const error = start.error ?? signIn.error;
  const errorKey = error ? refusalKey(error) : null;
  const refused = !byoidJwt
    ? t('byoid.invalid')
    : error
      ? errorKey
        ? serverMessage(errorKey, error.message)
        : error.message
      : null;
  const who = start.data;
  const complete = () => {
    if (!who) return;
    signIn.mutate(
      { byoidJwt, state: who.state },
      // A full load, so that the whole page starts over with the member's session.
      { onSuccess: ({ redirectTo }) => window.location.replace(redirectTo) },
    );
  };
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
        ) : who && !signIn.isSuccess ? (
          <>
            <Title order={2}>{t('byoid.confirmTitle')}</Title>
            <Text>
              {t('byoid.signingInAs')} <strong>{who.email}</strong> {t('byoid.forCompany')}{' '}
              <strong>{who.company}</strong>
            </Text>
            <Button onClick={complete} loading={signIn.isPending}>
              {t('byoid.continue')}
            </Button>
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
