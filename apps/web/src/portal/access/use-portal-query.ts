import { withSearchParam } from '@trustfront/core';
import { useLocation, useNavigate } from 'react-router';

/**
 * Sets one query parameter of the portal URL, keeping the others: the portal's modals and
 * popovers (access, subscribe) open from the URL, so that a link can open them too.
 */
export function useSetQueryParam() {
  const navigate = useNavigate();
  const location = useLocation();
  return (key: string, value: string | null, options: { replace?: boolean } = {}) =>
    navigate({ search: withSearchParam(location.search, key, value) }, options);
}

/**
 * Opens the access modal on its Request Access tab (`requestAccess=true`) or its Login Request
 * tab (`loginRequest=true`), docs/access.md, Request access.
 */
export function useOpenAccessModal() {
  const setQueryParam = useSetQueryParam();
  return (tab: 'request' | 'login') =>
    setQueryParam(tab === 'request' ? 'requestAccess' : 'loginRequest', 'true');
}

/**
 * Opens the Request Access tab for one item (a locked document's 'Get access'): the request
 * carries the item and its card's kind (`requestItemUid`, `requestItemKind`).
 */
export function useRequestItemAccess() {
  const navigate = useNavigate();
  const location = useLocation();
  return (item: { itemUid: string; cardKind: string }) => {
    const search = new URLSearchParams(location.search);
    search.set('requestAccess', 'true');
    search.set('requestItemUid', item.itemUid);
    search.set('requestItemKind', item.cardKind);
    void navigate({ search: `?${search.toString()}` });
  };
}
