import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useSetQueryParam } from '../access/use-portal-query.ts';

export const SUBSCRIBE_LABEL = 'Subscribe';

/**
 * Sets `subscribe` in the URL, which opens the Subscribe popover (docs/portal.md, Query
 * parameters). Not offered in main mode; callers decide.
 */
export function SubscribeButton({ variant = 'button' }: { variant?: 'button' | 'icon' }) {
  const setQueryParam = useSetQueryParam();
  const handleClick = () => setQueryParam('subscribe', '', { replace: true });
  if (variant === 'icon') {
    return (
      <Tooltip label={SUBSCRIBE_LABEL} position="right" withArrow>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={SUBSCRIBE_LABEL}
          onClick={handleClick}
          data-testid="subscribe-button"
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<IconBell size={16} aria-hidden />}
      onClick={handleClick}
      data-testid="subscribe-button"
    >
      {SUBSCRIBE_LABEL}
    </Button>
  );
}
