import { ActionIcon, Button, Card, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconShare } from '../../ui/icons/icons.ts';
import { SUBSCRIBE_SOURCES } from '@trustfront/core';
import { SubscribeButton } from '../updates/SubscribeButton.tsx';
import { usePortal } from '../portal-context.tsx';
import { useT } from '../i18n/use-t.tsx';
import { SharePopover } from './SharePopover.tsx';
import { useLayoutMediaQuery } from '../../ui/use-layout-media-query.ts';

/** The floating widget's width: its large icon buttons (34 px), padding and border. */
export const FLOATING_SHARE_WIDTH_PX = 48;

/**
 * Share and subscribe (docs/portal.md, Page chrome): a floating bar on the left edge from the lg
 * breakpoint, a card at the end of the page below it. Subscribing is not offered in main mode.
 */
export function ShareWidget() {
  const t = useT();
  const shareLabel = t('share.share');
  const { view } = usePortal();
  const isLarge = useLayoutMediaQuery('(min-width: 75em)');
  const canSubscribe = view.mode !== 'main';

  if (isLarge) {
    return (
      <Paper
        shadow="md"
        withBorder
        p={6}
        w={FLOATING_SHARE_WIDTH_PX}
        pos="fixed"
        left={0}
        top="50%"
        style={{
          transform: 'translateY(-50%)',
          zIndex: 100,
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
        }}
        data-testid="share-widget"
        data-layout="floating"
      >
        <Stack gap={4}>
          <SharePopover position="right">
            {(isOpen) => (
              <Tooltip label={shareLabel} position="right" withArrow disabled={isOpen}>
                <ActionIcon variant="subtle" size="lg" aria-label={shareLabel}>
                  <IconShare size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </SharePopover>
          {canSubscribe ? (
            <SubscribeButton variant="icon" source={SUBSCRIBE_SOURCES.shareWidget} />
          ) : null}
        </Stack>
      </Paper>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="share-widget" data-layout="card">
      <Group justify="space-between" gap="md">
        <div>
          <Title order={2} size="h4">
            {t('share.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(canSubscribe ? 'share.sendOrSubscribe' : 'share.send', {
              org: view.org.name,
              portal: view.customization.portalTitle,
            })}
          </Text>
        </div>
        <Group gap="sm">
          <SharePopover position="top">
            {() => (
              <Button variant="default" leftSection={<IconShare size={16} aria-hidden />}>
                {shareLabel}
              </Button>
            )}
          </SharePopover>
          {canSubscribe ? <SubscribeButton source={SUBSCRIBE_SOURCES.shareWidget} /> : null}
        </Group>
      </Group>
    </Card>
  );
}
