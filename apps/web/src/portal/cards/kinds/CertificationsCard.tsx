import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate } from '../../../ui/icons/icons.ts';
import { MESSAGES, type TCardView, type TItemView } from '@trustfront/core';
import { Link } from 'react-router';
import { ItemTags } from '../../items/ItemTags.tsx';
import { useItemLinks } from '../../items/use-item-links.ts';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { ItemLink } from '../ItemList.tsx';
import { useFormat, useT } from '../../i18n/use-t.tsx';

/** A tile linking to the item: `?itemUid={uid}&source=click` (docs/editing.md, Card actions). */
function CertificationTile({ item }: { item: TItemView }) {
  const { itemTo } = useItemLinks();
  return (
    <Paper
      component={Link}
      to={itemTo(item.itemUid)}
      withBorder
      radius="md"
      p="sm"
      data-testid="certification-tile"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Stack gap={6} align="center" ta="center">
        <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
          <IconCertificate size={22} stroke={1.6} />
        </ThemeIcon>
        <Text size="sm" fw={600} lineClamp={2}>
          {item.title}
        </Text>
        <Group gap={4} justify="center" mih={20}>
          <ItemTags item={item} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Auditor and expiry under each certification in the drawer. */
function CertificationRow({ item }: { item: TItemView }) {
  const t = useT();
  const format = useFormat();
  const { auditor, expiry, explanation } = item.details;
  return (
    <Box>
      <Group gap="xs" wrap="nowrap">
        <IconCertificate size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        <ItemLink item={item} />
        <ItemTags item={item} />
      </Group>
      <Stack gap={2} pl={26} mt={2}>
        {explanation ? (
          <Text size="sm" c="dimmed">
            {explanation}
          </Text>
        ) : null}
        {auditor ? (
          <Text size="xs" c="dimmed">
            {t('cards.auditor')}: {auditor}
          </Text>
        ) : null}
        {expiry ? (
          <Text size="xs" c="dimmed">
            {t('cards.expires')}: {format.date(expiry)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Certification tiles; each opens its item (docs/portal.md, Cards). */
export function CertificationTiles({ items }: { items: readonly TItemView[] }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
      {items.map((item) => (
        <CertificationTile key={item.itemUid} item={item} />
      ))}
    </SimpleGrid>
  );
}

/** The Certifications card: tiles on the page, details per item in the drawer. */
export function CertificationsCard({ card }: { card: TCardView }) {
  if (card.items.length === 0) {
    return (
      <BaseCard card={card}>
        <EmptyCardText card={card} fallback={MESSAGES.certificationsEmpty} />
      </BaseCard>
    );
  }
  return (
    <BaseCard
      card={card}
      expanded={
        <Stack gap="md">
          {card.items.map((item) => (
            <CertificationRow key={item.itemUid} item={item} />
          ))}
        </Stack>
      }
    >
      <CertificationTiles items={card.items} />
    </BaseCard>
  );
}
