import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import {
  formatRiskAnswer,
  isRiskItem,
  RISK_ITEM_QUESTIONS,
  riskItemLabel,
  type TCardView,
  type TItemView,
} from '@trustfront/core';
import { Link } from 'react-router';
import { useItemLinks } from '../../items/use-item-links.ts';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';

function RiskAnswer({ item }: { item: TItemView }) {
  const answer = formatRiskAnswer(item.details);
  if (!answer) return null;
  return (
    <Badge variant="light" radius="sm" size="lg" tt="none" style={{ flexShrink: 0 }}>
      {answer}
    </Badge>
  );
}

/** A risk item with its formatted choice; the drawer adds the question and explanation. */
function RiskRow({ item, detailed }: { item: TItemView; detailed: boolean }) {
  const { itemTo } = useItemLinks();
  const question = isRiskItem(item.title) ? RISK_ITEM_QUESTIONS[item.title] : null;
  return (
    <Group justify="space-between" wrap="nowrap" align="center" data-testid="risk-item">
      <Box miw={0}>
        <Anchor component={Link} to={itemTo(item.itemUid)} size="sm" fw={600} c="inherit">
          {riskItemLabel(item.title)}
        </Anchor>
        {detailed && question ? (
          <Text size="sm" c="dimmed">
            {question}
          </Text>
        ) : null}
        {detailed && item.details.explanation ? (
          <Text size="sm" mt={4}>
            {item.details.explanation}
          </Text>
        ) : null}
      </Box>
      <RiskAnswer item={item} />
    </Group>
  );
}

/** The Risk profile card (docs/editing.md, Risk profile). */
export function RiskProfileCard({ card }: { card: TCardView }) {
  if (card.items.length === 0) {
    return (
      <BaseCard card={card}>
        <EmptyCardText card={card} />
      </BaseCard>
    );
  }
  return (
    <BaseCard
      card={card}
      expanded={
        <Stack gap="lg">
          {card.items.map((item) => (
            <RiskRow key={item.itemUid} item={item} detailed />
          ))}
        </Stack>
      }
    >
      <Stack gap="xs">
        {card.items.map((item) => (
          <RiskRow key={item.itemUid} item={item} detailed={false} />
        ))}
      </Stack>
    </BaseCard>
  );
}
