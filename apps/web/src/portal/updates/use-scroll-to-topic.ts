import { LIMITS } from '@trustfront/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollIntoPlace } from './scroll-into-place.ts';

/**
 * Scrolls to the highlighted topic (`tcuUid`) once it is on the page, leaving
 * LIMITS.highlightScrollOffsetPx above it (docs/portal.md, Limits), after the banner and other
 * images above it have loaded, and keeps it there while the page settles. Runs again on every
 * navigation, so following the notification bar a second time scrolls again.
 */
export function useScrollToTopic(topicId: string | null, isRendered: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    if (!topicId || !isRendered) return;
    const element = document.querySelector<HTMLElement>(`[data-topic-id="${CSS.escape(topicId)}"]`);
    if (!element) return;
    return scrollIntoPlace(element, LIMITS.highlightScrollOffsetPx);
  }, [topicId, isRendered, key]);
}
