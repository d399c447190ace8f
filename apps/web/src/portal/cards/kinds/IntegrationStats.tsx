import { Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate, type TBugBountyStats, type TStatusPage } from '@trustfront/core';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { CARD_TEXTS, formatHours, formatMoney } from '../texts.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * Bug-bounty program statistics of the Application security card (docs/integrations.md, Bug
 * bounty).
 */
export function BugBountyStats({ stats }: { stats: TBugBountyStats }) {
  const { programStatistics: program, responseEfficiency: response } = stats;
  const na = CARD_TEXTS.notAvailable;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="bug-bounty-stats">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          {CARD_TEXTS.bugBountyTitle}
        </Text>
        <ExternalLink href={stats.programUrl} label={CARD_TEXTS.viewProgram} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat label={CARD_TEXTS.reportsResolved} value={String(program.reportsResolved)} />
        <Stat
          label={CARD_TEXTS.lastReportResolved}
          value={program.lastReportedResolved ? formatDate(program.lastReportedResolved) : na}
        />
        <Stat
          label={CARD_TEXTS.averageFirstResponse}
          value={
            response.averageTimeToFirstResponse === null
              ? na
              : formatHours(response.averageTimeToFirstResponse)
          }
        />
        <Stat
          label={CARD_TEXTS.averageTriage}
          value={
            response.averageTimeToTriage === null ? na : formatHours(response.averageTimeToTriage)
          }
        />
        <Stat
          label={CARD_TEXTS.averageBounty}
          value={response.averageBounty === null ? na : formatMoney(response.averageBounty)}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** Indicator colours, chosen by the indicator state (docs/editing.md, Limits). */
const INDICATOR_COLORS: Record<TStatusPage['indicator'], string> = {
  none: 'green',
  operational: 'green',
  minor: 'yellow',
  major: 'orange',
  critical: 'red',
  maintenance: 'blue',
};

/** The status-page indicator of the Infrastructure card (docs/integrations.md, Status page). */
export function StatusIndicator({ status }: { status: TStatusPage }) {
  const color = INDICATOR_COLORS[status.indicator];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="status-indicator">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Box
            w={12}
            h={12}
            bg={`${color}.6`}
            data-indicator={status.indicator}
            style={{ borderRadius: '50%', flexShrink: 0 }}
            aria-hidden
          />
          <Box>
            <Text size="xs" c="dimmed">
              {CARD_TEXTS.systemStatus}
            </Text>
            <Text size="sm" fw={600}>
              {status.description}
            </Text>
          </Box>
        </Group>
        <ExternalLink href={status.pageUrl} label={CARD_TEXTS.viewStatusPage} />
      </Group>
    </Paper>
  );
}
