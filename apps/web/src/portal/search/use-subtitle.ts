/**
 * A result's source line in the page's language: the server names some sources in words of its
 * own (a knowledge base entry's 'FAQ', trust updates, a control and its status, a fact); those
 * are said again in the reader's language. Other lines (a card's title, a file, a host) are the
 * organisation's or the web's, shown as they are.
 */
import { useCallback } from 'react';
import type { TSearchResultItem } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';

export function useSubtitle(): (result: TSearchResultItem) => string {
  const t = useT();
  return useCallback(
    (result: TSearchResultItem) => {
      const status = result.original.metadata.status;
      switch (result.type) {
        case 'KnowledgeBase':
          return t('searchDialog.faq');
        case 'TrustCenterUpdates':
          return t('updates.title');
        case 'Controls':
          return status
            ? `${t('searchDialog.control')} · ${t(`searchDialog.controlStatus.${status}`)}`
            : t('searchDialog.control');
        case 'Facts':
          return t('searchDialog.fact');
        default:
          return result.subtitle;
      }
    },
    [t],
  );
}
