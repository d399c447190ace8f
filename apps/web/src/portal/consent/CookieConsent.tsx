/**
 * Cookie consent (docs/portal.md, Page chrome): a banner asking for the five categories, kept in
 * the browser; the organisation's scripts load only once their category is consented to. Loaded as
 * its own chunk, only on portals with scripts or a cookie banner.
 */
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CONSENT_CATEGORIES,
  fullConsent,
  scriptsToLoad,
  type Consent,
  type TPageScripts,
} from '@trustfront/core';
import { useEffect, useState } from 'react';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { useT } from '../i18n/use-t.tsx';
import { saveConsent, useConsent } from './consent-store.ts';
import { loadScript } from './load-script.ts';

const CookieDeclarationModal = lazyDialog(
  async () => (await import('./CookieDeclarationModal.tsx')).default,
);

function ConsentBanner({
  initial,
  onSave,
}: {
  initial: Consent;
  onSave: (consent: Consent) => void;
}) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>(initial);
  return (
    <Paper
      role="dialog"
      aria-label={t('consent.title')}
      data-testid="cookie-banner"
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={440}
      style={{ zIndex: 400 }}
    >
      <Stack gap="sm">
        <Title order={4}>{t('consent.title')}</Title>
        <Text size="sm">{t('consent.body')}</Text>
        {choosing ? (
          <Stack gap={6}>
            {CONSENT_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                label={t(`consent.${category}`)}
                checked={choice[category]}
                disabled={category === 'strictly_necessary'}
                onChange={(e) => setChoice({ ...choice, [category]: e.currentTarget.checked })}
              />
            ))}
          </Stack>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {choosing ? (
            <Button size="xs" variant="default" onClick={() => onSave(choice)}>
              {t('consent.savePreferences')}
            </Button>
          ) : (
            <Button size="xs" variant="subtle" onClick={() => setChoosing(true)}>
              {t('consent.customize')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => onSave(fullConsent(false))}>
            {t('consent.rejectAll')}
          </Button>
          <Button size="xs" onClick={() => onSave(fullConsent(true))}>
            {t('consent.acceptAll')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export default function CookieConsent({ orgSlug, page }: { orgSlug: string; page: TPageScripts }) {
  const t = useT();
  const consent = useConsent(orgSlug);
  const [editing, setEditing] = useState(false);
  const [declaration, setDeclaration] = useState(false);

  useEffect(() => {
    for (const script of scriptsToLoad(page.scripts, consent)) loadScript(script);
  }, [page.scripts, consent]);

  const save = (next: Consent) => {
    saveConsent(orgSlug, next);
    setEditing(false);
  };
  return (
    <>
      {consent === null || editing ? (
        <ConsentBanner initial={consent ?? fullConsent(false)} onSave={save} />
      ) : (
        // In the footer's flow, below its links: never over the page's content.
        <Group gap="sm" justify="center" mt="sm" data-testid="cookie-links">
          <Anchor component="button" size="xs" c="dimmed" onClick={() => setEditing(true)}>
            {t('consent.settings')}
          </Anchor>
          {page.declarationSrc ? (
            <Anchor component="button" size="xs" c="dimmed" onClick={() => setDeclaration(true)}>
              {t('consent.declaration')}
            </Anchor>
          ) : null}
        </Group>
      )}
      {page.declarationSrc ? (
        <CookieDeclarationModal
          opened={declaration}
          onClose={() => setDeclaration(false)}
          src={page.declarationSrc}
        />
      ) : null}
    </>
  );
}
