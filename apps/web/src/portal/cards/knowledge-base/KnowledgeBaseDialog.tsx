import {
  Alert,
  Box,
  CloseButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '../../../ui/icons/icons.ts';
import { LIMITS, type TKnowledgeBaseEntry } from '@trustfront/core';
import { Suspense, useState } from 'react';
import { useKnowledgeBase } from '../../../api/knowledge-base.ts';
import { EmptyTableRow } from '../../../ui/EmptyTableRow.tsx';
import { onActivateKey, TablePager } from '../../../ui/table-pager.tsx';
import { renderH3Title } from '../../../ui/render-h3-title.tsx';
import { usePortal } from '../../portal-context.tsx';
import { Paragraphs } from '../Paragraphs.tsx';
import { useErrorText } from '../../i18n/errors.ts';
import { usePaginationLabels } from '../../i18n/use-pagination-labels.ts';
import { useT } from '../../i18n/use-t.tsx';
import { KnowledgeBaseIcon } from './KnowledgeBaseTitle.tsx';
import { lazyChunk } from '../../../ui/lazy-chunk.ts';

const SEARCH_DEBOUNCE_MS = 300;

// Main mode's internal table, filters and entry editing: loaded only when staff open it.
const InternalKnowledgeBase = lazyChunk<object>(() =>
  import('./InternalKnowledgeBase.tsx').then((m) => ({ default: m.InternalKnowledgeBase })),
);

function EntryDetails({ entry, onClose }: { entry: TKnowledgeBaseEntry; onClose: () => void }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" w="25%" data-testid="kb-details">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={4} size="h5">
          {entry.question}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('knowledgeBase.closeDetails')} />
      </Group>
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('knowledgeBase.answer')}
        </Text>
        <Paragraphs text={entry.answer} />
        {entry.comment ? (
          <>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('knowledgeBase.comment')}
            </Text>
            <Text size="sm">{entry.comment}</Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The full knowledge base (docs/search.md, Knowledge base): a server-paginated table of questions
 * (page size 10) and a details side panel; the table takes 75% of the width while the details are
 * open. Visitors see the question column only; on small screens rows are not selectable and show
 * their answer. In main mode staff get the internal table instead: filters, favorite, access and
 * date columns, the details' metadata, and entries created, edited and deleted.
 */
export function KnowledgeBaseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const pagination = usePaginationLabels();
  const { orgSlug, view, accountId, permissionProfileId } = usePortal();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<TKnowledgeBaseEntry | null>(null);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const isMain = view.mode === 'main';
  const pageSize = LIMITS.knowledgeBasePageSize;
  const query = useKnowledgeBase(
    {
      orgSlug,
      productId: view.product.productId,
      page,
      pageSize,
      q,
      mode: view.mode,
      accountId,
      permissionProfileId,
    },
    { enabled: opened && !isMain },
  );
  const data = query.data;
  const showDetails = selected !== null && !isMobile;

  const handleSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen padding="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Group gap="sm" wrap="nowrap">
            <KnowledgeBaseIcon />
            <Modal.Title renderRoot={renderH3Title}>{t('knowledgeBase.title')}</Modal.Title>
          </Group>
          <Modal.CloseButton />
        </Modal.Header>
        <Modal.Body>
          {isMain ? (
            <Suspense fallback={<Loader size="sm" />}>
              <InternalKnowledgeBase />
            </Suspense>
          ) : (
            <Stack gap="md">
              <TextInput
                placeholder={t('knowledgeBase.searchQuestions')}
                aria-label={t('knowledgeBase.searchQuestions')}
                leftSection={<IconSearch size={16} />}
                rightSection={query.isFetching ? <Loader size="xs" /> : null}
                value={search}
                onChange={(event) => handleSearch(event.currentTarget.value)}
                maw={480}
              />
              {query.isError ? <Alert color="red">{errorText(query.error)}</Alert> : null}
              <Group align="flex-start" wrap="nowrap" gap="md">
                <Box w={showDetails ? '75%' : '100%'} mih="calc(100vh - 220px)">
                  <Table highlightOnHover={!isMobile} verticalSpacing="sm" data-testid="kb-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('knowledgeBase.question')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data?.entries.map((entry) =>
                        isMobile ? (
                          <Table.Tr key={entry.id}>
                            <Table.Td>
                              <Text size="sm" fw={500}>
                                {entry.question}
                              </Text>
                              <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
                                {entry.answer}
                              </Text>
                            </Table.Td>
                          </Table.Tr>
                        ) : (
                          <Table.Tr
                            key={entry.id}
                            tabIndex={0}
                            aria-selected={selected?.id === entry.id}
                            bg={
                              selected?.id === entry.id
                                ? 'var(--mantine-primary-color-light)'
                                : undefined
                            }
                            style={{ cursor: 'pointer' }}
                            onClick={() => setSelected(entry)}
                            onKeyDown={onActivateKey(() => setSelected(entry))}
                          >
                            <Table.Td>
                              <Text size="sm">{entry.question}</Text>
                            </Table.Td>
                          </Table.Tr>
                        ),
                      )}
                      {data && data.entries.length === 0 ? (
                        <EmptyTableRow
                          message={t(
                            q ? 'knowledgeBase.noResultsMatch' : 'knowledgeBase.noEntries',
                          )}
                        />
                      ) : null}
                    </Table.Tbody>
                  </Table>
                  {query.isPending && opened ? (
                    <Group justify="center" py="xl">
                      <Loader size="sm" />
                    </Group>
                  ) : null}
                  {data && data.total > 0 ? (
                    <TablePager
                      page={data.page}
                      pageSize={data.pageSize}
                      total={data.total}
                      shown={data.entries.length}
                      onChange={setPage}
                      labels={pagination}
                    />
                  ) : null}
                </Box>
                {showDetails && selected ? (
                  <EntryDetails entry={selected} onClose={() => setSelected(null)} />
                ) : null}
              </Group>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
