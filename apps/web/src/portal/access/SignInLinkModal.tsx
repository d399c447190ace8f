/**
 * The page a mailed sign-in link opens (`?signInToken=`): it names the address the link signs in
 * as and signs in only when the visitor presses 'Continue', so that opening a link (a mail
 * scanner's prefetch, a page that sends the visitor to someone else's link) signs nobody in. A
 * link that no longer works lands on the login tab, which says so.
 */
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { AppError } from '@trustfront/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignInByLink, useSignInLinkDetails } from '../../api/portal-access.ts';
import { useT } from '../i18n/use-t.tsx';

export interface SignInLinkModalProps {
  opened: boolean;
  orgSlug: string;
  orgName: string;
  portalTitle: string;
  token: string | null;
  onClose: () => void;
}

/** The portal's query without the link's token, with `params` set. */
function searchWith(current: string, params: Record<string, string>): string {
  const search = new URLSearchParams(current);
  search.delete('signInToken');
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const failureOf = (error: unknown) =>
  error instanceof AppError && error.code === 'token_expired' ? 'expired' : 'invalid';

export default function SignInLinkModal(props: SignInLinkModalProps) {
  const { opened, orgSlug, token } = props;
  const t = useT();
  const details = useSignInLinkDetails(orgSlug, opened ? token : null);
  const signIn = useSignInByLink(orgSlug);
  const navigate = useNavigate();
  const location = useLocation();
  const loginSearch = (kind: 'expired' | 'invalid') =>
    searchWith(location.search, { loginRequest: 'true', signInLink: kind });
  // A link that no longer works opens the login tab, which says so.
  const failure = opened && details.isError ? failureOf(details.error) : null;
  useEffect(() => {
    if (failure) {
      const search = searchWith(location.search, { loginRequest: 'true', signInLink: failure });
      void navigate({ search }, { replace: true });
    }
  }, [failure, navigate, location.search]);

  const confirm = async () => {
    if (!token) return;
    try {
      const answer = await signIn.mutateAsync(token);
      const params: Record<string, string> = { accountId: answer.accountId };
      if (answer.welcome) params.welcome = 'true';
      // A full load: every answer of the page is asked for again with the member's session.
      window.location.assign(`${location.pathname}${searchWith(location.search, params)}`);
    } catch (error) {
      void navigate({ search: loginSearch(failureOf(error)) }, { replace: true });
    }
  };

  return (
    <Modal
      opened={opened && failure === null}
      onClose={props.onClose}
      title={
        <Text fw={700}>
          {t('access.signInLinkTitle', { org: props.orgName, portal: props.portalTitle })}
        </Text>
      }
    >
      {details.data ? (
        <Stack gap="md" data-testid="sign-in-link">
          <Text>
            {t('access.signInLinkAs')}{' '}
            <strong data-testid="sign-in-link-email">{details.data.email}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            {t('access.signInLinkHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('access.signInLinkCancel')}
            </Button>
            <Button onClick={confirm} loading={signIn.isPending || signIn.isSuccess}>
              {t('access.signInLinkContinue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      )}
    </Modal>
  );
}
