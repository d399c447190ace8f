import { Anchor, Box, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconSearch } from '../../../ui/icons/icons.ts';
import { LIMITS, MESSAGES, safeHttpUrl, type TCompany } from '@trustfront/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { EmptyTableRow } from '../../../ui/EmptyTableRow.tsx';
import { CompanyLogo } from '../CompanyLogo.tsx';
import type { CompanyItem } from './company-items.ts';
import { FourthPartyCertifications } from './FourthPartyCertifications.tsx';
import { useLayoutMediaQuery } from '../../../ui/use-layout-media-query.ts';
import { useT } from '../../i18n/use-t.tsx';

type Column = 'purpose' | 'location' | 'additionalDetails';
/** A row's own controls (the edit mode's Edit and Delete), after its columns. */
type RowActions = ((item: CompanyItem) => ReactNode) | undefined;
const COLUMNS: Column[] = ['purpose', 'location', 'additionalDetails'];

const searchableText = (item: CompanyItem) =>
  [
    item.company.name,
    item.company.domain,
    item.details.purpose,
    item.details.location,
    item.details.additionalDetails,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();

/** Rows whose name or information contains the search text. */
export function filterSubprocessors(items: readonly CompanyItem[], search: string) {
  const q = search.trim().toLowerCase();
  return q ? items.filter((item) => searchableText(item).includes(q)) : [...items];
}

function CompanyCell({ company }: { company: TCompany }) {
  const href = safeHttpUrl(company.url, { assumeHttps: true });
  return (
    <Group gap="sm" wrap="nowrap">
      <CompanyLogo company={company} size={LIMITS.subprocessorLogoSize} />
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
          {company.name}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {company.name}
        </Text>
      )}
    </Group>
  );
}

/**
 * The search field. Its placeholder wraps instead of being cut on narrow screens, so it is a
 * one-line text area that grows; Enter does not add a line.
 */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <Textarea
      placeholder={MESSAGES.subprocessorSearch}
      aria-label={MESSAGES.subprocessorSearch}
      leftSection={<IconSearch size={16} />}
      autosize
      minRows={1}
      maxRows={3}
      enterKeyHint="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\n/g, ' '))}
      onKeyDown={handleKeyDown}
    />
  );
}

/** Small screens: one block per subprocessor, its information labelled below its name. */
function SubprocessorList({
  rows,
  columns,
  actions,
}: {
  rows: CompanyItem[];
  columns: Column[];
  actions: RowActions;
}) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {MESSAGES.noResultsMatch}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} p={0} m={0} data-testid="subprocessors-list">
      {rows.map((item) => (
        <Box
          component="li"
          key={item.itemUid}
          py="sm"
          style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <CompanyCell company={item.company} />
            {actions?.(item)}
          </Group>
          <FourthPartyCertifications name={item.company.name} fourthParty={item.fourthParty} />
          {columns.map((c) =>
            item.details[c]?.trim() ? (
              <Box key={c} mt={6}>
                <Text size="xs" c="dimmed">
                  {t(`cards.${c}`)}
                </Text>
                <Text size="sm">{item.details[c]}</Text>
              </Box>
            ) : null,
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Wider screens: the table, scrolling sideways only when its columns cannot fit. */
function SubprocessorTable({
  rows,
  columns,
  actions,
}: {
  rows: CompanyItem[];
  columns: Column[];
  actions: RowActions;
}) {
  const t = useT();
  const span = columns.length + (actions ? 2 : 1);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="subprocessors-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cards.company')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`cards.${c}`)}</Table.Th>
            ))}
            {actions ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.itemUid}>
              <Table.Td>
                <CompanyCell company={item.company} />
                <FourthPartyCertifications
                  name={item.company.name}
                  fourthParty={item.fourthParty}
                />
              </Table.Td>
              {columns.map((c) => (
                <Table.Td key={c}>
                  <Text size="sm">{item.details[c]}</Text>
                </Table.Td>
              ))}
              {actions ? <Table.Td>{actions(item)}</Table.Td> : null}
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <EmptyTableRow colSpan={span} message={MESSAGES.noResultsMatch} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The searchable subprocessors (docs/editing.md, Company entries): Company, Purpose, Location,
 * Additional Details; a column without any value is hidden; every row on one page (page size
 * 10000). A table on wider screens; on small ones, where four columns would scroll sideways, one
 * block per subprocessor.
 */
export function SubprocessorsTable({
  items,
  actions,
}: {
  items: readonly CompanyItem[];
  actions?: RowActions;
}) {
  const [search, setSearch] = useState('');
  const isSmall = useLayoutMediaQuery('(max-width: 48em)');
  const columns = COLUMNS.filter((c) => items.some((item) => item.details[c]?.trim()));
  const rows = filterSubprocessors(items, search).slice(0, LIMITS.subprocessorPageSize);
  return (
    <>
      <SearchField value={search} onChange={setSearch} />
      {isSmall ? (
        <SubprocessorList rows={rows} columns={columns} actions={actions} />
      ) : (
        <SubprocessorTable rows={rows} columns={columns} actions={actions} />
      )}
    </>
  );
}
