import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { gradeReportUrl, type TCardView, type TItemView } from '@trustfront/core';
import { Link } from 'react-router';
import { useItemLinks } from '../../items/use-item-links.ts';
import { InProgressTag } from '../../items/ItemTags.tsx';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { GradeBadge } from '../GradeBadge.tsx';
import { CARD_TEXTS } from '../texts.ts';

/** Grades shown on the page before 'View more'. */
const SUMMARY_GRADES = 6;

type GradeItem = TItemView & { grade: NonNullable<TItemView['details']['grade']> };

/** Grade entries in the server's order (the scorecard provider first). */
const gradeItems = (items: readonly TItemView[]): GradeItem[] =>
  items.flatMap((item) => (item.details.grade ? [{ ...item, grade: item.details.grade }] : []));

/**
 * One provider: display name, description, link and its coloured grade (docs/editing.md, Security
 * grades).
 */
function GradeEntry({ item, compact }: { item: GradeItem; compact: boolean }) {
  const { itemTo } = useItemLinks();
  const { grade } = item;
  return (
    <Group justify="space-between" wrap="nowrap" align="center" data-testid="grade-entry">
      <Box miw={0}>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={itemTo(item.itemUid)} size="sm" fw={600} c="inherit">
            {grade.label || item.title}
          </Anchor>
          <InProgressTag item={item} />
        </Group>
        {!compact && grade.description ? (
          <Text size="sm" c="dimmed">
            {grade.description}
          </Text>
        ) : null}
        {compact ? null : (
          <ExternalLink
            href={gradeReportUrl(grade.provider, grade.url)}
            label={CARD_TEXTS.viewReport}
            size="xs"
          />
        )}
      </Box>
      <GradeBadge provider={grade.provider} grade={grade.grade} />
    </Group>
  );
}

/** The Security grades card: one entry per rating provider, scorecard provider first. */
export function SecurityGradesCard({ card }: { card: TCardView }) {
  const grades = gradeItems(card.items);
  if (grades.length === 0) {
    return (
      <BaseCard card={card}>
        <EmptyCardText card={card} />
      </BaseCard>
    );
  }
  const shown = grades.slice(0, SUMMARY_GRADES);
  return (
    <BaseCard
      card={card}
      viewMore={grades.length > shown.length}
      expanded={
        <Stack gap="lg">
          {grades.map((item) => (
            <GradeEntry key={item.itemUid} item={item} compact={false} />
          ))}
        </Stack>
      }
    >
      <Stack gap="xs">
        {shown.map((item) => (
          <GradeEntry key={item.itemUid} item={item} compact />
        ))}
      </Stack>
    </BaseCard>
  );
}
