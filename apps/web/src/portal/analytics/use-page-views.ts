import { isCountedVisitor, type TPortalMode } from '@trustfront/core';
import { useEffect } from 'react';

/** Runs `task` once the browser has nothing better to do (at the latest after 5 s). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * Counts a view of each product a visitor opens (not staff editing or previewing). The reporter
 * (a chunk of its own, under 1 KB) loads when the browser is idle, after the first screen.
 */
export function usePageViews(orgSlug: string, productId: string, mode: TPortalMode): void {
  const counted = isCountedVisitor(mode);
  useEffect(() => {
    if (!counted) return;
    return whenIdle(() => {
      void import('./report-events.ts').then((reporter) =>
        reporter.reportPageView(orgSlug, productId),
      );
    });
  }, [orgSlug, productId, counted]);
}
