/**
 * The portal's rows in the reader's language (docs/languages.md, Translated texts): each
 * translated field takes the text core's `translator` gives, before the view is presented, so
 * that the presenter and everything after it see one language.
 */
import { cardDefaultTitleIn, type TranslateText } from '@trustfront/core';
import type { PortalData } from '../services/portal/load-portal.ts';

/**
 * `language` names the default titles of cards staff did not title; `translate` gives staff's
 * texts in it.
 */
export function localizePortalData(
  data: PortalData,
  language: string,
  translate: TranslateText,
): PortalData {
  return {
    ...data,
    cards: data.cards.map((card) => {
      const overview = card.content.overview;
      return {
        ...card,
        title: card.title ?? cardDefaultTitleIn(card.kind, language),
        displayText: translate('card', card.id, 'displayText', card.displayText),
        content:
          overview === undefined
            ? card.content
            : { ...card.content, overview: translate('card', card.id, 'overview', overview) },
        items: card.items.map((item) => {
          const explanation = item.details.explanation;
          return {
            ...item,
            title: translate('item', item.id, 'title', item.title),
            details:
              explanation === undefined
                ? item.details
                : {
                    ...item.details,
                    explanation: translate('item', item.id, 'explanation', explanation),
                  },
          };
        }),
      };
    }),
  };
}
