import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { TAnalyticsReport } from '@trustfront/core';
import type { ReactNode } from 'react';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';

const NOTHING_YET = 'Nothing yet in this period';

interface TopListProps<Row> {
  title: string;
  testId: string;
  columns: string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
}

function TopList<Row>({ title, testId, columns, rows, rowKey, cells }: TopListProps<Row>) {
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
          {rows.length === 0 ? (
            <EmptyTableRow colSpan={columns.length} message={NOTHING_YET} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {cells(row).map((cell, i) => (
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

const termKey = (row: { term: string }) => row.term;
const termCells = (row: { term: string; searches: number }) => [row.term, row.searches];

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
        rows={report.topItems}
        rowKey={(i) => i.itemId}
        cells={(i) => [i.title, i.downloads]}
      />
      <TopList
        title="Cards opened"
        testId="top-cards"
        columns={['Card', 'Opened', 'Median time open']}
        rows={report.topCards}
        rowKey={(c) => c.cardId}
        cells={(c) => [c.title, c.opens, `${c.medianOpenSeconds} s`]}
      />
      <TopList
        title="Top search terms"
        testId="top-search-terms"
        columns={['Term', 'Searches']}
        rows={report.topSearchTerms}
        rowKey={termKey}
        cells={termCells}
      />
      <TopList
        title="Searches with no result"
        testId="no-result-searches"
        columns={['Term', 'Searches']}
        rows={report.noResultSearches}
        rowKey={termKey}
        cells={termCells}
      />
    </SimpleGrid>
  );
}
