import {
  ActionIcon,
  CloseButton,
  Group,
  Image,
  Modal,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconSearch } from '../../ui/icons/icons.ts';
import {
  SEARCH_LIMITS,
  assetUrl,
  groupResults,
  showsModeSwitch,
  visibleResults,
  type SearchResultType,
  type TSearchResultItem,
} from '@trustfront/core';
import { Suspense, useMemo, useState, type KeyboardEvent } from 'react';
import { useAnswer } from '../../api/search.ts';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import { ModeSwitch, type SearchMode } from './ModeSwitch.tsx';
import { SearchResults } from './SearchResults.tsx';
import { ResultsFooter } from './SearchStates.tsx';
import { useOpenResult } from './use-open-result.ts';
import { useSearch } from './use-search.ts';
import { lazyChunk } from '../../ui/lazy-chunk.ts';

const AnswerPanel = lazyChunk(() => import('./AnswerPanel.tsx'));

const keyOf = (r: TSearchResultItem) => `${r.type}:${r.id}`;

/**
 * The search dialog (docs/search.md, Search): full screen below md, else 70vh (at most 800px) with
 * the organisation's logo and title in a sticky header; the mode switch, input, clear button and,
 * in Ask AI mode, the submit arrow; results or the answer. Escape closes; closing unmounts it, so
 * the form and results start afresh next time.
 */
export default function SearchDialog({
  initialTerm,
  onClose,
}: {
  initialTerm: string;
  onClose: () => void;
}) {
  const t = useT();
  const { view, orgSlug, accountId, permissionProfileId } = usePortal();
  const { org, customization, search: availability } = view;
  const isMobile = useMediaQuery('(max-width: 61.99em)', false) ?? false;
  const simple = !availability.aiOnTrustCenter;
  const combined = !simple && showsModeSwitch(availability.aiAccessLevel);
  const [mode, setMode] = useState<SearchMode>('search');
  const [terms, setTerms] = useState<Record<SearchMode, string>>({ search: initialTerm, ask: '' });
  // Keys typed in the page's box while the dialog opens, before it takes the focus, extend the
  // term it opened with (React's way of following a prop: set during rendering, once).
  const [openedWith, setOpenedWith] = useState(initialTerm);
  if (initialTerm !== openedWith) {
    setOpenedWith(initialTerm);
    setTerms((current) => ({ ...current, search: initialTerm }));
  }
  const term = terms[mode];
  const search = useSearch(terms.search);
  const answer = useAnswer({
    orgSlug,
    productId: view.product.productId,
    mode: view.mode,
    accountId,
    permissionProfileId,
  });
  const openResult = useOpenResult();

  const groups = useMemo(() => groupResults(search.results), [search.results]);
  const [expanded, setExpanded] = useState<ReadonlySet<SearchResultType>>(new Set());
  const [collapsed, setCollapsed] = useState<ReadonlySet<SearchResultType>>(new Set());
  const visible = simple ? search.results : visibleResults(groups, expanded, collapsed);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = visible.find((r) => keyOf(r) === activeKey) ?? visible[0] ?? null;

  const select = (result: TSearchResultItem) => {
    if (openResult(result)) onClose();
    else setActiveKey(keyOf(result));
  };
  const ask = () => {
    if (terms.ask.trim()) {
      answer.mutate(terms.ask.trim(), {
        onError: () =>
          notifications.show({ color: 'red', message: t('searchDialog.answerFailed') }),
      });
    }
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode === 'ask') {
      if (event.key === 'Enter') ask();
      return;
    }
    const index = active ? visible.indexOf(active) : -1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = visible[index + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) setActiveKey(keyOf(next));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      select(active);
    }
  };
  const setTerm = (value: string) => {
    setTerms((t) => ({ ...t, [mode]: value.slice(0, SEARCH_LIMITS.termMaxLength) }));
    setActiveKey(null);
  };
  const placeholder = !combined
    ? t('search.placeholderItems')
    : mode === 'ask'
      ? t('searchDialog.placeholderAsk')
      : t('search.placeholderContent');

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={isMobile}
      size="64rem"
      withCloseButton={false}
      padding={0}
      aria-label={t('searchDialog.modeSearch')}
    >
      <Stack gap={0} h={isMobile ? '100vh' : 'min(70vh, 800px)'} data-testid="search-dialog">
        <Stack
          gap="sm"
          p="md"
          pos="sticky"
          top={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {customization.logo ? (
                <Image src={assetUrl(org.id, customization.logo)} alt="" h={28} w="auto" />
              ) : null}
              <Title order={2} size="h4">
                {customization.portalTitle}
              </Title>
            </Group>
            <CloseButton onClick={onClose} aria-label={t('searchDialog.close')} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {combined ? (
              <ModeSwitch level={availability.aiAccessLevel} mode={mode} onChange={setMode} />
            ) : null}
            <TextInput
              data-autofocus
              style={{ flex: 1 }}
              aria-label={placeholder}
              placeholder={placeholder}
              value={term}
              maxLength={SEARCH_LIMITS.termMaxLength}
              onChange={(e) => setTerm(e.currentTarget.value)}
              onKeyDown={handleKeyDown}
              leftSection={<IconSearch size={16} />}
              rightSectionWidth={mode === 'ask' ? 64 : 32}
              rightSection={
                <Group gap={2} wrap="nowrap">
                  {term ? (
                    <CloseButton
                      size="sm"
                      aria-label={t('searchDialog.clear')}
                      onClick={() => setTerm('')}
                    />
                  ) : null}
                  {mode === 'ask' ? (
                    <ActionIcon size="sm" aria-label={t('searchDialog.modeAsk')} onClick={ask}>
                      <IconArrowRight size={14} />
                    </ActionIcon>
                  ) : null}
                </Group>
              }
            />
          </Group>
        </Stack>
        <Stack gap="md" p="md" style={{ flex: 1, overflowY: 'auto' }}>
          {mode === 'search' ? (
            <SearchResults
              term={terms.search}
              search={search}
              simple={simple}
              isMobile={isMobile}
              onSelect={select}
              canOpen={(r) =>
                r.type !== 'KnowledgeBase' && r.type !== 'Controls' && r.type !== 'Facts'
              }
              nav={{
                groups,
                expanded,
                collapsed,
                active,
                setExpanded: (type) => setExpanded((s) => new Set([...s, type])),
                setOpenGroups: (open) =>
                  setCollapsed(new Set(groups.map((g) => g.type).filter((t) => !open.includes(t)))),
                setActive: (r) => setActiveKey(keyOf(r)),
              }}
            />
          ) : (
            <Suspense fallback={null}>
              <AnswerPanel
                pending={answer.isPending}
                result={answer.data?.result ?? null}
                signed={answer.data?.signed ?? null}
                onOpenSource={select}
              />
            </Suspense>
          )}
        </Stack>
        {mode === 'search' && search.results.length > 0 ? (
          <Stack p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <ResultsFooter count={search.results.length} />
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
