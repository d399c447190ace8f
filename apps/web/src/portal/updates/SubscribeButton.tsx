import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBell } from '../../ui/icons/icons.ts';
import { answerPagePath, SUBSCRIBE_PAGE, withSearchParam } from '@trustfront/core';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';

/**
 * Sets `subscribe` in the URL, which opens the Subscribe popover, and `source`, the place it was
 * opened from, which the subscribe call sends (docs/portal.md, Query parameters). It is a link
 * to the subscribe page the server answers, which a tap before the page's script runs opens
 * (docs/portal.md, Taps before the script). Not offered in main mode; callers decide.
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
  const { basePath } = usePortal();
  const href = `${answerPagePath(basePath, SUBSCRIBE_PAGE)}?${new URLSearchParams({ source }).toString()}`;
  const handleClick = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(
      { search: withSearchParam(withSearchParam(search, 'subscribe', ''), 'source', source) },
      { replace: true },
    );
  };
  if (variant === 'icon') {
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          component="a"
          href={href}
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
      component="a"
      href={href}
      variant="light"
      leftSection={<IconBell size={16} aria-hidden />}
      onClick={handleClick}
      data-testid="subscribe-button"
    >
      {label}
    </Button>
  );
}
