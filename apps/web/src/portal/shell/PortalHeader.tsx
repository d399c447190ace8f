import type { ReactNode } from 'react';
import { Anchor, Box, Group, Image, Title, VisuallyHidden } from '@mantine/core';
import { assetUrl, hasProductSelector, safeHttpUrl } from '@trustfront/core';
import { usePortal } from '../portal-context.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PortalContainer } from './PortalContainer.tsx';
import { ProductSelector } from './ProductSelector.tsx';
import { ClientSuspense } from '../../ui/ClientOnly.tsx';
import { lazyChunk } from '../../ui/lazy-chunk.ts';

// The member's dropdown is a chunk of its own, loaded in account mode only.
const AccountMenu = lazyChunk(() => import('../members/account/AccountMenu.tsx'));

/** The organisation's logo, linking to its website when it has one. */
function OrgLogo() {
  const { org, customization } = usePortal().view;
  const website = safeHttpUrl(org.websiteUrl);
  const mark = customization.logo ? (
    <Image
      src={assetUrl(org.id, customization.logo)}
      alt={`${org.name} logo`}
      h={40}
      w="auto"
      fit="contain"
      data-testid="org-logo"
    />
  ) : (
    <Title order={2} size="h3">
      {org.name}
    </Title>
  );
  return website ? (
    <Anchor href={website} target="_blank" rel="noopener noreferrer" display="inline-flex">
      {mark}
    </Anchor>
  ) : (
    mark
  );
}

/** The header's frame: a bar across the page above the main content. */
function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      py="md"
      bg="var(--mantine-color-body)"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <PortalContainer>{children}</PortalContainer>
    </Box>
  );
}

/**
 * The header of a portal that could not load: the page's name ('{org} {portal title}', which the
 * server wrote into the page head) and the colour scheme switch.
 */
export function PortalFailureHeader() {
  const siteName =
    typeof document === 'undefined'
      ? null
      : (document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? null);
  return (
    <HeaderBar>
      <Group justify="space-between" gap="md">
        <Title order={1} size="h3" fw={600}>
          {siteName}
        </Title>
        <ColorSchemeToggle />
      </Group>
    </HeaderBar>
  );
}

/**
 * Header: logo, portal title (when shown) and the product selector (docs/portal.md, Page chrome).
 */
export function PortalHeader() {
  const { view } = usePortal();
  const { org, customization } = view;
  return (
    <HeaderBar>
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <OrgLogo />
          {/* The heading always names the organisation; the title shows only when enabled. */}
          {customization.showPortalTitle ? (
            <Title order={1} size="h3" fw={600}>
              <VisuallyHidden>{org.name} </VisuallyHidden>
              {customization.portalTitle}
            </Title>
          ) : (
            <VisuallyHidden component="h1">
              {org.name} {customization.portalTitle}
            </VisuallyHidden>
          )}
        </Group>
        <Group gap="sm">
          {hasProductSelector(view) ? <ProductSelector /> : null}
          {(view.language?.offered.length ?? 0) > 1 ? <LanguageSwitch /> : null}
          <ColorSchemeToggle />
          {view.mode === 'account' ? (
            <ClientSuspense>
              <AccountMenu />
            </ClientSuspense>
          ) : null}
        </Group>
      </Group>
    </HeaderBar>
  );
}
