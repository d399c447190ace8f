import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import {
  Alert,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type TAnalyticsReport,
} from '@trustfront/core';
import { useState } from 'react';
import { useAnalytics } from '../../api/analytics.ts';
import { TopLists } from './TopLists.tsx';

const isRange = (value: string): value is AnalyticsRange =>
  (ANALYTICS_RANGES as readonly string[]).includes(value);

/** A bucket's label on the chart's axis: its day, or its month for all time. */
function bucketLabel(report: TAnalyticsReport, start: string): string {
  const date = new Date(start);
  return report.bucket === 'month'
    ? date.toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="md" data-testid={`total-${label}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

const SERIES = [
  { name: 'views', label: 'Page views', color: 'blue.6' },
  { name: 'downloads', label: 'Downloads', color: 'teal.6' },
  { name: 'searches', label: 'Searches', color: 'grape.6' },
  { name: 'accessRequests', label: 'Access requests', color: 'orange.6' },
];

/**
 * What visitors did on the portal, counted first-party: views, downloads, searches and access
 * requests over time, the products viewed, the items downloaded, the cards opened, the terms
 * searched and the searches that found nothing.
 */
export default function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const report = useAnalytics(range);
  const data = report.data;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Analytics</Title>
        <Group gap="sm">
          {report.isFetching ? <Loader size="xs" /> : null}
          <SegmentedControl
            aria-label="Time"
            value={range}
            onChange={(value) => isRange(value) && setRange(value)}
            data={ANALYTICS_RANGES.map((r) => ({ value: r, label: ANALYTICS_RANGE_LABELS[r] }))}
          />
        </Group>
      </Group>
      <Text c="dimmed">
        Counted on this server, without cookies or identifiers: visitors who declined analytics
        cookies, and staff editing or previewing the portal, are not counted.
      </Text>
      {report.isError ? <Alert color="red">{report.error.message}</Alert> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Total label="Page views" value={data.totals.views} />
            <Total label="Downloads" value={data.totals.downloads} />
            <Total label="Searches" value={data.totals.searches} />
            <Total label="Access requests" value={data.totals.accessRequests} />
          </SimpleGrid>
          <Card withBorder padding="md">
            <AreaChart
              h={280}
              data={data.points.map((p) => ({ ...p, label: bucketLabel(data, p.start) }))}
              dataKey="label"
              series={SERIES}
              curveType="monotone"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          </Card>
          {data.totals.subscribeFailures + data.totals.unsubscribeFailures > 0 ? (
            <Alert color="yellow" title="Failed subscriptions">
              {data.totals.subscribeFailures} subscribe and {data.totals.unsubscribeFailures}{' '}
              unsubscribe attempts failed in this period.
            </Alert>
          ) : null}
          <TopLists report={data} />
        </>
      ) : report.isPending ? (
        <Loader />
      ) : null}
    </Stack>
  );
}
