import { useLocation, useNavigate } from 'react-router';

/**
 * The item a request is asked from (a locked document's 'Get access'): sent with the request as
 * its hidden `itemUid` and `itemKind`. Not `itemUid` itself, which opens the item.
 */
export const ACCESS_ITEM_PARAMS = ['requestItemUid', 'requestItemKind'] as const;

/** The query parameters the access dialogs open from, removed when they close. */
export const ACCESS_PARAMS = [
  'requestAccess',
  'loginRequest',
  'inviteToken',
  'signInLink',
  'signInToken',
  'welcome',
  ...ACCESS_ITEM_PARAMS,
] as const;

/** Removes query parameters of the portal URL, keeping the others. */
export function useRemoveQueryParams() {
  const navigate = useNavigate();
  const location = useLocation();
  return (keys: readonly string[]) => {
    const search = new URLSearchParams(location.search);
    for (const key of keys) search.delete(key);
    const text = search.toString();
    void navigate({ search: text ? `?${text}` : '' }, { replace: true });
  };
}
