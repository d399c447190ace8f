import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { LIMITS, type TCardView } from '@trustfront/core';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { CompanyLogo } from '../CompanyLogo.tsx';
import { CARD_TEXTS } from '../texts.ts';
import { companyItems, type CompanyItem } from './company-items.ts';
import { SubprocessorsTable } from './SubprocessorsTable.tsx';
import { PlannedSubprocessors } from './PlannedSubprocessors.tsx';

/** Up to five logos stacked, then '+N' (docs/editing.md, Company entries). */
function StackedLogos({ items }: { items: readonly CompanyItem[] }) {
  const shown = items.slice(0, LIMITS.subprocessorStackedLogos);
  const rest = items.length - shown.length;
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing="xs" data-testid="subprocessor-logos">
        {shown.map((item) => (
          <Tooltip key={item.itemUid} label={item.company.name} withArrow>
            <span>
              <CompanyLogo company={item.company} size={32} />
            </span>
          </Tooltip>
        ))}
        {rest > 0 ? (
          <Avatar size={32} radius="sm">
            {CARD_TEXTS.moreLogos(rest)}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}

/**
 * The Subprocessors card: stacked logos and the searchable table. It does not expand on click
 * (docs/portal.md, Cards); its expand control opens the same table in the drawer.
 */
export function SubprocessorsCard({ card }: { card: TCardView }) {
  const items = companyItems(card.items);
  if (items.length === 0) {
    return (
      <BaseCard card={card} expandOnClick={false}>
        <EmptyCardText card={card} />
        <PlannedSubprocessors />
      </BaseCard>
    );
  }
  return (
    <BaseCard card={card} expandOnClick={false} expanded={<SubprocessorsTable items={items} />}>
      <Group gap="sm">
        <StackedLogos items={items} />
        <Text size="sm" c="dimmed">
          {CARD_TEXTS.subprocessorCount(items.length)}
        </Text>
      </Group>
      <SubprocessorsTable items={items} />
      <PlannedSubprocessors />
    </BaseCard>
  );
}
