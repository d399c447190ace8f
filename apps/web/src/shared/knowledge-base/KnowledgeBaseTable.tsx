/**
 * The knowledge base's internal table (docs/search.md, Knowledge base): server-paginated (10 a
 * page), searched, filtered by source, Access, Products and Time, with the favorite, access and
 * date columns and a details side panel; the table takes 75% of the width while the panel is open.
 * Used by the private app's page and by the portal's knowledge base in main mode.
 */
import { Alert, Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconStarFilled } from '../../ui/icons/icons.ts';
import {
  KB_ADMIN_TEXTS as T,
  LIMITS,
  MESSAGES,
  kbSourceLabel,
  type TKbAdminEntry,
} from '@trustfront/core';
import { useMemo, useState } from 'react';
import { useKbAdminPage } from '../../api/knowledge-base-admin.ts';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';
import { onActivateKey, TablePager } from '../../ui/table-pager.tsx';
import { KbDetails, kbDate } from './KbDetails.tsx';
import { KbFilters, NO_FILTERS, type KbFilterValues } from './KbFilters.tsx';
import { SidewaysScroll } from '../../ui/SidewaysScroll.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = [T.question, T.source, T.favorite, T.access, T.date];

export function KnowledgeBaseTable({ onEdit }: { onEdit: (entry: TKbAdminEntry) => void }) {
  const [filters, setFilters] = useState<KbFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [q] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const pageSize = LIMITS.knowledgeBasePageSize;
  const query = useKbAdminPage({
    page,
    pageSize,
    q: q || undefined,
    source: filters.source ?? undefined,
    access: filters.access ?? undefined,
    productId: filters.productId ?? undefined,
    time: filters.time,
  });
  const data = query.data;
  const productNames = useMemo(
    () => new Map((data?.products ?? []).map((p) => [p.id, p.name])),
    [data?.products],
  );
  const isFiltered = q !== '' || filters !== NO_FILTERS;
  // Rows are not selectable on small screens (docs/search.md, Knowledge base).
  const showDetails = selected !== null && !isMobile;

  const handleFilters = (values: KbFilterValues) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <KbFilters
        values={filters}
        onChange={handleFilters}
        page={data}
        fetching={query.isFetching}
      />
      {query.isError ? <Alert color="red">{query.error.message}</Alert> : null}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={showDetails ? '75%' : '100%'} mih="calc(100vh - 220px)">
          <SidewaysScroll minWidth={640} label="Knowledge base">
            <Table highlightOnHover={!isMobile} verticalSpacing="sm" data-testid="kb-admin-table">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.entries.map((entry) => (
                  <Table.Tr
                    key={entry.objectID}
                    data-testid="kb-admin-row"
                    tabIndex={isMobile ? undefined : 0}
                    aria-selected={selected === entry.objectID}
                    bg={
                      selected === entry.objectID ? 'var(--mantine-primary-color-light)' : undefined
                    }
                    style={isMobile ? undefined : { cursor: 'pointer' }}
                    onClick={isMobile ? undefined : () => setSelected(entry.objectID)}
                    onKeyDown={
                      isMobile ? undefined : onActivateKey(() => setSelected(entry.objectID))
                    }
                  >
                    <Table.Td>
                      <Text size="sm">{entry.content}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{kbSourceLabel(entry.source_type)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.favorite_public ? (
                        <IconStarFilled
                          size={16}
                          color="var(--mantine-color-yellow-6)"
                          aria-label={T.favorite}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={entry.access_level === 'public' ? 'green' : 'orange'}
                      >
                        {entry.access_level === 'public' ? T.public : T.restricted}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{kbDate(entry.date_timestamp)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {data && data.entries.length === 0 ? (
                  <EmptyTableRow
                    colSpan={COLUMNS.length}
                    message={isFiltered ? MESSAGES.noResultsMatch : MESSAGES.noEntries}
                  />
                ) : null}
              </Table.Tbody>
            </Table>
          </SidewaysScroll>
          {data && data.total > 0 ? (
            <TablePager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              shown={data.entries.length}
              onChange={setPage}
            />
          ) : null}
        </Box>
        {showDetails && selected ? (
          <KbDetails
            id={selected}
            productNames={productNames}
            onEdit={onEdit}
            onClose={() => setSelected(null)}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
