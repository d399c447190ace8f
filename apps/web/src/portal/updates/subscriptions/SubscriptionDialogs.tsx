/**
 * The portal's subscription dialogs, opened from the URL (docs/portal.md, Query parameters):
 * `subscribe` opens the Subscribe popover, `subscribeStatus` the result of a confirmation link,
 * `unsubscribeToken` the unsubscribe confirmation. Each dialog's code loads when it first opens.
 */
import { SUBSCRIBE_SOURCES, withSearchParam } from '@trustfront/core';
import { useLocation, useNavigate } from 'react-router';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';

const SubscribeDialog = lazyDialog(() =>
  import('./SubscribeDialog.tsx').then((m) => m.SubscribeDialog),
);
const SubscribeResultModal = lazyDialog(() =>
  import('./SubscribeResultModal.tsx').then((m) => m.SubscribeResultModal),
);
const UnsubscribeModal = lazyDialog(() =>
  import('./UnsubscribeModal.tsx').then((m) => m.UnsubscribeModal),
);

/** Changes several query parameters in one navigation (null removes one). */
function useQueryParams() {
  const navigate = useNavigate();
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    let search = location.search;
    for (const [key, value] of Object.entries(changes))
      search = withSearchParam(search, key, value);
    void navigate({ search }, { replace: true });
  };
}

export function SubscriptionDialogs() {
  const search = new URLSearchParams(useLocation().search);
  const setParams = useQueryParams();
  const status = search.get('subscribeStatus');
  const unsubscribeToken = search.get('unsubscribeToken');
  return (
    <>
      <SubscribeDialog
        opened={search.has('subscribe')}
        source={search.get('source')}
        onClose={() => setParams({ subscribe: null, source: null })}
      />
      <SubscribeResultModal
        opened={status !== null}
        status={status}
        onClose={() => setParams({ subscribeStatus: null })}
        onTryAgain={() =>
          setParams({ subscribeStatus: null, subscribe: '', source: SUBSCRIBE_SOURCES.tryAgain })
        }
      />
      <UnsubscribeModal
        opened={unsubscribeToken !== null}
        token={unsubscribeToken}
        onClose={() => setParams({ unsubscribeToken: null })}
      />
    </>
  );
}
