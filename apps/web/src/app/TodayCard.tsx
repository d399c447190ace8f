/**
 * The home page's Today: each matter that needs the staff as a count linking to its page
 * (docs/staff.md, Today). A matter at zero is shown quietly; the counts a member may not open
 * never reach them.
 */
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TODAY_PATHS, TODAY_TEXTS } from '@trustfront/core';
import { Link } from 'react-router';
import { useToday } from '../api/today.ts';

export function TodayCard() {
  const { data, error } = useToday();
  if (error) return <Text c="red">{error.message}</Text>;
  if (!data || data.counts.length === 0) return null;
  return (
    <Card withBorder padding="lg" maw={760} data-testid="today">
      <Stack gap="sm">
        <Title order={3}>Today</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {data.counts.map(({ key, count }) => (
            <Anchor
              key={key}
              component={Link}
              to={TODAY_PATHS[key]}
              c={count > 0 ? undefined : 'dimmed'}
              fw={count > 0 ? 600 : 400}
              size="sm"
              data-testid={`today-${key}`}
            >
              {TODAY_TEXTS[key](count)}
            </Anchor>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
