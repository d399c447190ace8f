import { Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandLinkedin, IconCheck, IconLink, IconMail } from '../../ui/icons/icons.ts';
import {
  LIMITS,
  MESSAGES,
  linkedInShareUrl,
  mailtoShareUrl,
  portalShareUrl,
} from '@trustfront/core';
import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';
import { usePortal } from '../portal-context.tsx';

export const COPY_LINK_LABEL = 'Copy link';

/** The public link of the portal and the text shared with it. */
function useShareTarget() {
  const { view, basePath } = usePortal();
  const [search] = useSearchParams();
  const url = portalShareUrl({
    origin: window.location.origin,
    basePath,
    productSlug: search.get('product'),
  });
  return { url, subject: `${view.org.name} ${view.customization.portalTitle}` };
}

/** The share menu: copy link, LinkedIn, e-mail; disabled until a public portal is published. */
function ShareMenu() {
  const { view } = usePortal();
  const { url, subject } = useShareTarget();
  const { status, copy } = useClipboardStatus(LIMITS.shareCopiedMs);
  const isEnabled = view.customization.isPublished;
  const linkProps = (href: string, newTab: boolean) =>
    isEnabled
      ? ({
          component: 'a',
          href,
          ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        } as const)
      : ({ disabled: true } as const);
  return (
    <Stack gap="xs" w={280} data-testid="share-menu">
      <Text fw={600} size="sm">
        Share {subject}
      </Text>
      {isEnabled ? (
        <TextInput
          aria-label="Link to share"
          value={url}
          readOnly
          size="xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="share-disabled">
          {MESSAGES.shareDisabled}
        </Text>
      )}
      <Button
        variant="default"
        justify="flex-start"
        disabled={!isEnabled}
        color={status === 'copied' ? 'teal' : undefined}
        leftSection={status === 'copied' ? <IconCheck size={16} /> : <IconLink size={16} />}
        onClick={() => copy(url)}
      >
        {status === 'copied'
          ? MESSAGES.copied
          : status === 'failed'
            ? 'Copy the link above'
            : COPY_LINK_LABEL}
      </Button>
      <Button
        variant="default"
        justify="flex-start"
        leftSection={<IconBrandLinkedin size={16} />}
        {...linkProps(linkedInShareUrl(url), true)}
      >
        LinkedIn
      </Button>
      <Button
        variant="default"
        justify="flex-start"
        leftSection={<IconMail size={16} />}
        {...linkProps(mailtoShareUrl(subject, url), false)}
      >
        E-mail
      </Button>
    </Stack>
  );
}

/**
 * The share popover around a target button (docs/portal.md, Page chrome). The target is rendered
 * from whether the popover is open, so a tooltip on it can stand aside while the menu shows.
 */
export function SharePopover({
  children,
  position = 'bottom',
}: {
  children: (isOpen: boolean) => ReactElement;
  position?: 'bottom' | 'right' | 'top';
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Popover
      position={position}
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      // Sections still rendering above a share card at the end of the page push it down: the
      // menu follows it instead of hiding while its button is out of view.
      hideDetached={false}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      <Popover.Target>{children(isOpen)}</Popover.Target>
      <Popover.Dropdown>
        <ShareMenu />
      </Popover.Dropdown>
    </Popover>
  );
}
