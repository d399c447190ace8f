import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { withSearchParam } from '@trustfront/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { IconFileDownload, IconMessageQuestion } from '../../ui/icons/icons.ts';
import { useOpenAccessModal } from '../access/use-portal-query.ts';
import { NoScriptNotice } from '../../ui/NoScriptNotice.tsx';
import { useT } from '../i18n/use-t.tsx';

/**
 * 'Start your security review' (docs/access.md, Request access): invites a visitor to request
 * access or log in. The buttons are links to the page with `requestAccess=true` or
 * `loginRequest=true`, which open the access modal: a tap before the page's script runs opens the
 * page that opens it (docs/portal.md, Taps before the script); once it runs, they open it in place.
 */
export function SecurityReviewBanner() {
  const t = useT();
  const openAccess = useOpenAccessModal();
  const { search } = useLocation();
  const linkTo = (tab: 'request' | 'login') => ({
    component: 'a' as const,
    href: withSearchParam(search, tab === 'request' ? 'requestAccess' : 'loginRequest', 'true'),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      openAccess(tab);
    },
  });
  const points = [
    { icon: IconFileDownload, text: t('shell.securityReviewView') },
    { icon: IconMessageQuestion, text: t('shell.securityReviewAsk') },
  ];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="security-review-banner">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('shell.startSecurityReview')}
          </Title>
          {points.map(({ icon: Icon, text }) => (
            <Group key={text} gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="sm" radius="xl">
                <Icon size={14} aria-hidden />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap="sm">
          <Button variant="default" {...linkTo('login')}>
            {t('shell.logIn')}
          </Button>
          <Button {...linkTo('request')}>{t('shell.requestAccess')}</Button>
        </Group>
      </Group>
      <NoScriptNotice>{t('noScript.requestAccess')}</NoScriptNotice>
    </Card>
  );
}
