import { Anchor, Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LIMITS, MESSAGES, safeHttpUrl, type TCompany } from '@trustfront/core';
import { useState } from 'react';
import { EmptyTableRow } from '../../../ui/EmptyTableRow.tsx';
import { CompanyLogo } from '../CompanyLogo.tsx';
import { CARD_TEXTS } from '../texts.ts';
import type { CompanyItem } from './company-items.ts';

type Column = 'purpose' | 'location' | 'additionalDetails';
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
 * The searchable subprocessor table (spec 3 §2.8): Company, Purpose, Location, Additional Details;
 * a column without any value is hidden; every row on one page (page size 10000).
 */
export function SubprocessorsTable({ items }: { items: readonly CompanyItem[] }) {
  const [search, setSearch] = useState('');
  const columns = COLUMNS.filter((c) => items.some((item) => item.details[c]?.trim()));
  const rows = filterSubprocessors(items, search).slice(0, LIMITS.subprocessorPageSize);
  return (
    <>
      <TextInput
        placeholder={MESSAGES.subprocessorSearch}
        aria-label={MESSAGES.subprocessorSearch}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="subprocessors-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{CARD_TEXTS.company}</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>{CARD_TEXTS[c]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <Table.Tr key={item.itemUid}>
                <Table.Td>
                  <CompanyCell company={item.company} />
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c}>
                    <Text size="sm">{item.details[c]}</Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <EmptyTableRow colSpan={columns.length + 1} message={MESSAGES.noResultsMatch} />
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
