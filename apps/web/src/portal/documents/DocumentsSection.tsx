/**
 * The Documents card (docs/documents.md, Documents): every document of the product's cards,
 * featured ones first, with All / Public / Private tabs, a collapsed view, and bulk download.
 */
import { Box, Button, Card, Divider, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDownload, IconLogin } from '../../ui/icons/icons.ts';
import { LIMITS, MESSAGES } from '@trustfront/core';
import { useMemo, useRef, useState } from 'react';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { WRAPPING_BUTTON_STYLES } from '../../ui/wrapping-button.ts';
import { useOpenAccessModal } from '../access/use-portal-query.ts';
import { CardTitle } from '../cards/BaseCard.tsx';
import { CardEditControls, DocumentsEditing } from '../editing/lazy-controls.tsx';
import { findCard, type SectionProps } from '../sections/section-props.ts';
import { DocumentRow } from './DocumentRow.tsx';
import {
  collapseDocuments,
  collectDocuments,
  hasTabs,
  inTab,
  splitFeatured,
  type DocumentTab,
  type PortalDocument,
} from './document-list.ts';
import { useT } from '../i18n/use-t.tsx';

const BulkDownloadDialog = lazyDialog(() =>
  import('./BulkDownloadDialog.tsx').then((m) => m.BulkDownloadDialog),
);

const TABS: readonly DocumentTab[] = ['all', 'public', 'private'];
const asTab = (value: string | null): DocumentTab => TABS.find((t) => t === value) ?? 'all';

function DocumentGroup({ title, documents }: { title?: string; documents: PortalDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <Box>
      {title ? (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
          {title}
        </Text>
      ) : null}
      <Stack gap={0}>
        {documents.map((doc) => (
          <DocumentRow key={doc.fileId} doc={doc} />
        ))}
      </Stack>
    </Box>
  );
}

export function DocumentsSection({ view }: SectionProps) {
  const t = useT();
  const card = findCard(view, 'Documents');
  const isSmall = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<DocumentTab>('all');
  const [expanded, setExpanded] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const showFeatured = () => {
    setExpanded(false);
    cardRef.current?.scrollIntoView({ block: 'start' });
  };
  const [bulkOpened, setBulkOpened] = useState(false);
  // A new key on every opening remounts the dialog, which resets its state (docs/documents.md, Bulk
  // download).
  const [bulkKey, setBulkKey] = useState(0);
  const openAccess = useOpenAccessModal();

  const documents = useMemo(() => collectDocuments(view), [view]);
  if (!card) return null;
  const isMain = view.mode === 'main';
  if (documents.length === 0 && !isMain) return null;

  const showTabs = hasTabs(documents);
  const split = splitFeatured(inTab(documents, showTabs ? tab : 'all'), card);
  const limit = isSmall ? LIMITS.documentsCollapsedSmall : LIMITS.documentsCollapsed;
  const collapsed = collapseDocuments(split, limit);
  const shown = expanded ? split : collapsed;
  const canBulkDownload =
    view.customization.allowBulkDownload && documents.some((d) => d.canDownload);

  // Visitors who cannot open every private document may log in (docs/documents.md, Documents).
  const canRequestLogin =
    view.customization.showRequestLogin &&
    view.mode === 'public' &&
    documents.some((d) => d.isPrivate && !d.isUnlocked);

  const handleOpenBulk = () => {
    setBulkKey((k) => k + 1);
    setBulkOpened(true);
  };

  return (
    <Card ref={cardRef} withBorder radius="md" padding="lg" data-testid="card-Documents">
      {/* The actions go under the title when both do not fit on one line (small screens). */}
      <Group justify="space-between" align="flex-start" gap="sm">
        <CardTitle card={card} />
        <Group gap="xs" maw="100%">
          {canRequestLogin ? (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconLogin size={16} />}
              onClick={() => openAccess('login')}
              styles={WRAPPING_BUTTON_STYLES}
            >
              {t('documents.requestLogin')}
            </Button>
          ) : null}
          {canBulkDownload ? (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconFileDownload size={16} />}
              onClick={handleOpenBulk}
              styles={WRAPPING_BUTTON_STYLES}
            >
              {t('documents.bulkDownload')}
            </Button>
          ) : null}
          {/* The card menu: what the Documents kind allows, as the editing rule decides. */}
          {isMain ? <CardEditControls card={card} /> : null}
        </Group>
      </Group>

      {showTabs ? (
        <Tabs value={tab} onChange={(value) => setTab(asTab(value))} mt="md">
          <Tabs.List>
            <Tabs.Tab value="all">{t('documents.tabAll')}</Tabs.Tab>
            <Tabs.Tab value="public">{t('documents.tabPublic')}</Tabs.Tab>
            <Tabs.Tab value="private">{t('documents.tabPrivate')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      ) : null}

      <Stack gap="md" mt="md">
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {card.placeholder ?? MESSAGES.documentsEmpty}
          </Text>
        ) : (
          <>
            <DocumentGroup title={t('documents.featuredDocuments')} documents={shown.featured} />
            {shown.featured.length > 0 && shown.others.length > 0 ? <Divider /> : null}
            <DocumentGroup
              title={shown.featured.length > 0 ? t('documents.otherDocuments') : undefined}
              documents={shown.others}
            />
          </>
        )}
      </Stack>

      {collapsed.hiddenCount > 0 ? (
        <Group mt="sm">
          <Button variant="subtle" size="compact-sm" px={0} onClick={() => setExpanded((e) => !e)}>
            {expanded ? MESSAGES.viewLess : MESSAGES.viewAllDocuments}
          </Button>
          {/* Back from a long list to the featured ones, at the card's top. */}
          {expanded && split.featured.length > 0 ? (
            <Button variant="subtle" size="compact-sm" px={0} onClick={showFeatured}>
              {MESSAGES.viewFeaturedDocuments}
            </Button>
          ) : null}
        </Group>
      ) : null}

      {isMain ? <DocumentsEditing view={view} /> : null}

      {canBulkDownload ? (
        <BulkDownloadDialog
          key={bulkKey}
          opened={bulkOpened}
          onClose={() => setBulkOpened(false)}
          documents={documents}
        />
      ) : null}
    </Card>
  );
}
