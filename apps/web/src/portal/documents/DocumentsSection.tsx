import { Card, Stack, Text, Title } from '@mantine/core';
import { findCard, type SectionProps } from '../sections/section-props.ts';

/** The Documents card: every document of the product's cards. */
export function DocumentsSection({ view }: SectionProps) {
  const card = findCard(view, 'Documents');
  if (!card) return null;
  const documents = view.cards.flatMap((c) => c.items.flatMap((item) => item.documents));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="card-Documents">
      <Title order={3} size="h4">
        {card.title}
      </Title>
      <Stack gap={4} mt="sm">
        {documents.map((doc) => (
          <Text key={doc.fileId} size="sm">
            {doc.originalName}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
