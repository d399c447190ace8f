import { useMediaQuery } from '@mantine/hooks';
import { isServerRenderedPage } from '../api/portal-seed.ts';

/**
 * A media query that picks between two layouts. The browser's first render knows the answer at
 * once (no flash of the other layout), except on a page the server rendered: the server cannot
 * know the screen, so hydration renders its layout (false) and the answer follows in an effect.
 */
export function useLayoutMediaQuery(query: string): boolean {
  return useMediaQuery(query, false, { getInitialValueInEffect: isServerRenderedPage() }) ?? false;
}
