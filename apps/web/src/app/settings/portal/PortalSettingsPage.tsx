/**
 * /app/settings/portal: the portal's customisation (docs/portal.md, Page chrome): title,
 * description, website, brand colour, images, the 'Built on' link, the Help card's actions, the
 * access request fields, the public access level, custom domains and the snippets that share
 * its certifications (docs/portal.md, Badges and embed). The portal shows each saved
 * change at its next load.
 */
import { Loader, Stack, Text, Title } from '@mantine/core';
import { usePortalSettings } from '../../../api/portal-settings.ts';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { CustomDomains } from './CustomDomains.tsx';
import { PortalImages } from './PortalImages.tsx';
import { PortalSettingsForm } from './PortalSettingsForm.tsx';
import { ShareSnippets } from './ShareSnippets.tsx';

export default function PortalSettingsPage() {
  const settings = usePortalSettings();
  return (
    <Stack>
      <Title order={2}>Portal</Title>
      <Text c="dimmed">How your trust center looks and who may see it.</Text>
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <ErrorPage message={settings.error.message} /> : null}
      {settings.data ? (
        <>
          <PortalImages saved={settings.data} />
          <PortalSettingsForm saved={settings.data.settings} />
          <CustomDomains domains={settings.data.customDomains} />
          <ShareSnippets />
        </>
      ) : null}
    </Stack>
  );
}
