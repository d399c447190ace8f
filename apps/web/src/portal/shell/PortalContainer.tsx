import { Container, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FLOATING_SHARE_WIDTH_PX } from '../share/ShareWidget.tsx';

/** Space kept between the floating share widget and the page's content. */
const WIDGET_GAP_PX = 16;

/**
 * From the lg breakpoint, where the share widget floats on the left edge, the side gutters grow
 * (when the window leaves less room beside the container) so that nothing passes under it.
 * Percentages in padding are of the page's width.
 */
const LARGE_GUTTER = `calc(max(var(--mantine-spacing-md), ${
  FLOATING_SHARE_WIDTH_PX + WIDGET_GAP_PX
}px - (100% - var(--container-size-lg)) / 2))`;

/** The page's column: header, content and footer share its width and gutters. */
export function PortalContainer({
  children,
  ...props
}: Omit<ContainerProps, 'size' | 'px'> & { children: ReactNode }) {
  return (
    <Container size="lg" px={{ base: 'md', lg: LARGE_GUTTER }} {...props}>
      {children}
    </Container>
  );
}
