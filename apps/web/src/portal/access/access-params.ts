import { useLocation, useNavigate } from 'react-router';

/** The query parameters the access dialogs open from, removed when they close. */
export const ACCESS_PARAMS = [
  'requestAccess',
  'loginRequest',
  'inviteToken',
  'signInLink',
  'signInToken',
  'welcome',
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
