/**
 * What selecting a result does (docs/portal.md, Items): a trust item, or the item holding a
 * document, opens expanded; an update routes to its topic; a webpage opens in a new tab. FAQs,
 * controls and facts have nothing to open: their details panel is the answer.
 */
import { topicSearch, type TSearchResultItem } from '@trustfront/core';
import { useLocation, useNavigate } from 'react-router';
import { useItemLinks } from '../items/use-item-links.ts';
import { usePortal } from '../portal-context.tsx';

export function useOpenResult(): (result: TSearchResultItem) => boolean {
  const { basePath } = usePortal();
  const { itemTo } = useItemLinks();
  const navigate = useNavigate();
  const location = useLocation();
  return (result) => {
    const { metadata } = result.original;
    if ((result.type === 'TrustCenterContent' || result.type === 'Documents') && metadata.itemUid) {
      navigate(itemTo(metadata.itemUid));
      return true;
    }
    if (result.type === 'TrustCenterUpdates' && metadata.topicId) {
      navigate({
        pathname: basePath || '/',
        search: topicSearch(location.search, metadata.topicId),
      });
      return true;
    }
    if (result.type === 'Webpage' && metadata.url) {
      window.open(metadata.url, '_blank', 'noopener,noreferrer');
      return true;
    }
    return false;
  };
}
