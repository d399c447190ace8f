import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBell } from '../../ui/icons/icons.ts';
import { withSearchParam } from '@trustfront/core';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t.tsx';

/**
 * Sets `subscribe` in the URL, which opens the Subscribe popover, and `source`, the place it was
 * opened from, which the subscribe call sends (docs/portal.md, Query parameters). Not offered in
 * main mode; callers decide.
 */
export function SubscribeButton({
  variant = 'button',
  source,
}: {
  variant?: 'button' | 'icon';
  /** One of SUBSCRIBE_SOURCES. */
  source: string;
}) {
  const t = useT();
  const label = t('share.subscribe');
  const navigate = useNavigate();
  const { search } = useLocation();
  const handleClick = () =>
    void navigate(
      { search: withSearchParam(withSearchParam(search, 'subscribe', ''), 'source', source) },
      { replace: true },
    );
  if (variant === 'icon') {
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
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
      {label}
    </Button>
  );
}
