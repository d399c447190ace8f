import { useMemo, useState } from 'react';
import { ClientSuspense } from '../ui/ClientOnly.tsx';
import { Box, Center, Loader, Stack } from '@mantine/core';
import {
  byoidWelcomePath,
  isClosedPortalView,
  mayEnterMainMode,
  portalSubPath,
  showsSecurityReviewBanner,
} from '@trustfront/core';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AppError } from '../api/client.ts';
import { usePortalView } from '../api/portal-view.ts';
import { useStaffSession } from '../api/session.ts';
import { useTopics } from '../api/topics.ts';
import { portalTopicsParams, portalViewParamsOf } from '../api/portal-seed.ts';
import { CompanyNotFound, ErrorPage } from '../ui/ErrorPage.tsx';
import { NotPublished } from '../ui/NotPublished.tsx';
import { AccessHost } from './access/AccessHost.tsx';
import { useErrorText } from './i18n/errors.ts';
import { useT } from './i18n/use-t.tsx';
import { usePageViews } from './analytics/use-page-views.ts';
import { ItemDeepLink } from './items/ItemDeepLink.tsx';
import { NewSinceContext, type NewSinceMarks } from './members/new-since-marks.tsx';
import { PortalContext, usePageMeta, type PortalContextValue } from './portal-context.tsx';
import { PortalSections } from './sections/PortalSections.tsx';
import { MAIN_ELEMENT_ID } from './sections/texts.ts';
import { SearchBox } from './search/SearchBox.tsx';
import { ShareWidget } from './share/ShareWidget.tsx';
import { SubscriptionDialogs } from './updates/subscriptions/SubscriptionDialogs.tsx';
import { NotificationBar } from './shell/NotificationBar.tsx';
import { PortalFooter } from './shell/PortalFooter.tsx';
import { PortalContainer } from './shell/PortalContainer.tsx';
import { PortalFailureHeader, PortalHeader } from './shell/PortalHeader.tsx';
import { PreviewBanner } from './shell/PreviewBanner.tsx';
import { ProductBanner } from './shell/ProductBanner.tsx';
import { SecurityReviewBanner } from './shell/SecurityReviewBanner.tsx';
import { SkipLinks } from './shell/SkipLinks.tsx';
import { useDocumentMeta } from './shell/use-document-meta.ts';
import { lazyChunk } from '../ui/lazy-chunk.ts';

const ClosedPortalPage = lazyChunk(() => import('./shell/ClosedPortalPage.tsx'));
const MemberBar = lazyChunk(() => import('./members/MemberBar.tsx'));
const CookieConsent = lazyChunk(() => import('./consent/CookieConsent.tsx'));
const SinceLastVisit = lazyChunk(() => import('./members/SinceLastVisit.tsx'));
const VerifyDocumentPage = lazyChunk(() => import('./documents/VerifyDocumentPage.tsx'));

/**
 * The page around the sections: banners, header, footer, share widget (docs/portal.md, Page
 * chrome).
 */
function PortalChrome({
  context,
  productParam,
}: {
  context: PortalContextValue;
  productParam: string | null;
}) {
  const { view, orgSlug, accountId, permissionProfileId, basePath } = context;
  const { pathname, search: searchString } = useLocation();
  // `{base}/verify`: the 'Verify a document' page in the portal's frame.
  const verifying = portalSubPath(pathname, basePath) === '/verify';
  useDocumentMeta(view, productParam);
  usePageViews(orgSlug, view.product.productId, view.mode);
  const topics = useTopics(portalTopicsParams(view, { orgSlug, accountId, permissionProfileId }));
  const { customization } = view;
  const [search] = useSearchParams();
  const [newMarks, setNewMarks] = useState<NewSinceMarks>(() => new Map());
  const enabledSections = useMemo(
    () => view.sections.filter((s) => s.enabled).map((s) => s.id),
    [view.sections],
  );
  return (
    <PortalContext.Provider value={context}>
      <NewSinceContext.Provider value={newMarks}>
        <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
          <SkipLinks sections={enabledSections} />
          {view.mode === 'preview' ? <PreviewBanner /> : null}
          <NotificationBar topics={topics.data?.topics ?? []} />
          <PortalHeader />
          <Box component="main" id={MAIN_ELEMENT_ID} style={{ flex: 1 }}>
            <PortalContainer py="xl" w="100%">
              <Stack gap="xl">
                <ProductBanner
                  orgId={view.org.id}
                  banner={view.product.banner}
                  productName={view.product.productName}
                />
                {showsSecurityReviewBanner(view) ? <SecurityReviewBanner /> : null}
                {view.mode === 'account' ? (
                  <ClientSuspense>
                    <MemberBar />
                  </ClientSuspense>
                ) : null}
                {view.mode === 'account' || search.has('weeklyDigest') ? (
                  <ClientSuspense>
                    <SinceLastVisit onMarks={setNewMarks} />
                  </ClientSuspense>
                ) : null}
                {verifying ? (
                  <ClientSuspense>
                    <VerifyDocumentPage />
                  </ClientSuspense>
                ) : (
                  <>
                    <SearchBox />
                    <PortalSections view={view} />
                    <ShareWidget />
                  </>
                )}
              </Stack>
            </PortalContainer>
          </Box>
          <PortalFooter
            showBuiltOn={customization.showBuiltOn}
            basePath={basePath}
            verifyPath={`${basePath}/verify${searchString}`}
          >
            {customization.scripts.askConsent ? (
              <ClientSuspense>
                <CookieConsent orgSlug={orgSlug} page={customization.scripts} />
              </ClientSuspense>
            ) : null}
          </PortalFooter>
        </Box>
        <ItemDeepLink />
        <SubscriptionDialogs />
        <AccessHost
          orgSlug={orgSlug}
          orgName={view.org.name}
          portalTitle={customization.portalTitle}
          productId={view.product.productId}
          revision={view.revision}
        />
      </NewSinceContext.Provider>
    </PortalContext.Provider>
  );
}

/** The public portal page of one organisation. */
export function PortalPage({ orgSlug, basePath }: { orgSlug: string; basePath: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const location = useLocation();
  // The same parameters the server renders the page with (api/portal-seed.ts).
  const request = portalViewParamsOf(orgSlug, basePath, location, usePageMeta().language);
  const { accountId = null, permissionProfileId = null } = request;
  const byoidJwt = search.get('byoidJwt');
  const productParam = request.product ?? null;
  // `edit` enters main mode for signed-in staff who may edit (statuspage:edit, docs/portal.md,
  // Modes); everyone else keeps their own mode.
  const wantsEdit = search.has('edit');
  const staff = useStaffSession({ enabled: wantsEdit });
  const mayEdit = Boolean(staff.data && mayEnterMainMode(new Set(staff.data.scopes)));
  const view = usePortalView(
    { ...request, mode: wantsEdit && mayEdit ? 'main' : null },
    // The mode is known once the session is: the view is asked for once, in it.
    { enabled: !(wantsEdit && staff.isPending) },
  );
  if (view.isPending || (wantsEdit && staff.isPending)) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  if (view.isError) {
    if (view.error instanceof AppError && view.error.code === 'company_not_found') {
      return <CompanyNotFound title={t('errors.company_not_found')} />;
    }
    if (view.error instanceof AppError && view.error.code === 'not_published') {
      return <NotPublished text={t('errors.not_published')} />;
    }
    return (
      <ErrorPage
        title={t('errors.errorTitle')}
        message={errorText(view.error)}
        header={<PortalFailureHeader />}
        retry={{
          label: t('updates.tryAgain'),
          onRetry: () => void view.refetch(),
          pending: view.isFetching,
        }}
      />
    );
  }
  if (isClosedPortalView(view.data)) {
    return (
      <>
        <ClientSuspense>
          <ClosedPortalPage view={view.data} />
        </ClientSuspense>
        <AccessHost
          orgSlug={orgSlug}
          orgName={view.data.org.name}
          portalTitle={view.data.customization.portalTitle}
          productId={null}
        />
      </>
    );
  }
  if (byoidJwt && view.data.mode === 'public') {
    return <Navigate to={byoidWelcomePath(view.data.org.id, byoidJwt)} replace />;
  }
  return (
    <PortalChrome
      context={{ orgSlug, basePath, view: view.data, accountId, permissionProfileId }}
      productParam={productParam}
    />
  );
}
