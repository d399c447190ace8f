import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { TAnalyticsReport } from '@trustfront/core';
import type { ReactNode } from 'react';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';

const NOTHING_YET = 'Nothing yet in this period';

function TopList({
  title,
  testId,
  columns,
  empty,
  children,
}: {
  title: string;
  testId: string;
  columns: string[];
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empty ? <EmptyTableRow colSpan={columns.length} message={NOTHING_YET} /> : children}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The report's lists: products viewed, items downloaded, cards opened, terms searched. */
export function TopLists({ report }: { report: TAnalyticsReport }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="md" data-testid="views-by-product">
        <Title order={3} size="h5" mb="sm">
          Page views per product
        </Title>
        {report.viewsByProduct.length === 0 ? (
          <Text c="dimmed">{NOTHING_YET}</Text>
        ) : (
          <BarChart
            h={Math.max(120, report.viewsByProduct.length * 40)}
            data={report.viewsByProduct}
            dataKey="name"
            orientation="vertical"
            series={[{ name: 'views', label: 'Page views', color: 'blue.6' }]}
            yAxisProps={{ width: 120 }}
            xAxisProps={{ allowDecimals: false }}
          />
        )}
      </Card>
      <TopList
        title="Top items"
        testId="top-items"
        columns={['Item', 'Downloads']}
        empty={report.topItems.length === 0}
      >
        {report.topItems.map((i) => (
          <Table.Tr key={i.itemId}>
            <Table.Td>{i.title}</Table.Td>
            <Table.Td>{i.downloads}</Table.Td>
          </Table.Tr>
        ))}
      </TopList>
      <TopList
        title="Cards opened"
        testId="top-cards"
        columns={['Card', 'Opened', 'Median time open']}
        empty={report.topCards.length === 0}
      >
        {report.topCards.map((c) => (
          <Table.Tr key={c.cardId}>
            <Table.Td>{c.title}</Table.Td>
            <Table.Td>{c.opens}</Table.Td>
            <Table.Td>{c.medianOpenSeconds} s</Table.Td>
          </Table.Tr>
        ))}
      </TopList>
      <TopList
        title="Top search terms"
        testId="top-search-terms"
        columns={['Term', 'Searches']}
        empty={report.topSearchTerms.length === 0}
      >
        {report.topSearchTerms.map((t) => (
          <Table.Tr key={t.term}>
            <Table.Td>{t.term}</Table.Td>
            <Table.Td>{t.searches}</Table.Td>
          </Table.Tr>
        ))}
      </TopList>
      <TopList
        title="Searches with no result"
        testId="no-result-searches"
        columns={['Term', 'Searches']}
        empty={report.noResultSearches.length === 0}
      >
        {report.noResultSearches.map((t) => (
          <Table.Tr key={t.term}>
            <Table.Td>{t.term}</Table.Td>
            <Table.Td>{t.searches}</Table.Td>
          </Table.Tr>
        ))}
      </TopList>
    </SimpleGrid>
  );
}
