import { LIMITS } from '@trustfront/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the highlighted topic (`tcuUid`) once it is on the page, leaving
 * LIMITS.highlightScrollOffsetPx above it (spec 1 §9). Runs again on every navigation, so
 * following the notification bar a second time scrolls again.
 */
export function useScrollToTopic(topicId: string | null, isRendered: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    if (!topicId || !isRendered) return;
    const element = document.querySelector<HTMLElement>(`[data-topic-id="${CSS.escape(topicId)}"]`);
    if (!element) return;
    const top =
      element.getBoundingClientRect().top + window.scrollY - LIMITS.highlightScrollOffsetPx;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [topicId, isRendered, key]);
}
