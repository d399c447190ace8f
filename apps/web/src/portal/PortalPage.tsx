import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePortalView } from '../api/portal-view.ts';
import { AppError } from '../api/client.ts';
import { CompanyNotFound, ErrorPage } from '../ui/ErrorPage.tsx';
import { ItemDeepLink } from './items/ItemDeepLink.tsx';
import { PortalContext } from './portal-context.tsx';
import { PortalSections } from './sections/PortalSections.tsx';

/** The public portal page of one organisation. */
export function PortalPage({ orgSlug, basePath }: { orgSlug: string; basePath: string }) {
  const [search] = useSearchParams();
  const accountId = search.get('accountId');
  const permissionProfileId = search.get('permissionProfileId');
  const view = usePortalView({
    orgSlug,
    product: search.get('product'),
    accountId,
    permissionProfileId,
  });
  if (view.isPending) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  if (view.isError) {
    if (view.error instanceof AppError && view.error.code === 'company_not_found') {
      return <CompanyNotFound />;
    }
    return <ErrorPage message={view.error.message} />;
  }
  return (
    <PortalContext.Provider
      value={{ orgSlug, basePath, view: view.data, accountId, permissionProfileId }}
    >
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Title order={1}>
            {view.data.org.name} {view.data.customization.portalTitle}
          </Title>
          <PortalSections view={view.data} />
        </Stack>
      </Container>
      <ItemDeepLink />
    </PortalContext.Provider>
  );
}
