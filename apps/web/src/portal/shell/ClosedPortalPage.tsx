import { Button, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { assetUrl, type TClosedPortalView } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import { useOpenAccessModal } from '../access/use-portal-query.ts';

/**
 * The page of a portal whose content does not reach the visitor: a login-only portal tells
 * them why and offers to log in or request access; a portal with nothing shown says so.
 */
export default function ClosedPortalPage({ view }: { view: TClosedPortalView }) {
  const t = useT();
  const { org, customization } = view;
  const openAccessModal = useOpenAccessModal();
  const loginRequired = view.closed === 'login_required';
  return (
    <Center mih="80vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center" data-testid="closed-portal">
        {customization.logo ? (
          <Image
            src={assetUrl(org.id, customization.logo)}
            alt={t('shell.logo', { org: org.name })}
            h={48}
            w="auto"
          />
        ) : null}
        <Title order={1} size="h2">
          {t('shell.portalOf', { org: org.name, portal: customization.portalTitle })}
        </Title>
        <Text c="dimmed">
          {loginRequired ? t('shell.loginRequiredBody') : t('shell.unavailableBody')}
        </Text>
        {loginRequired ? (
          <Group justify="center" gap="sm">
            <Button onClick={() => openAccessModal('login')}>{t('shell.logIn')}</Button>
            <Button variant="default" onClick={() => openAccessModal('request')}>
              {t('shell.getAccess')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Center>
  );
}
