import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LIMITS, MESSAGES, safeHttpUrl, type TCardView, type TCompany } from '@trustfront/core';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { CompanyLogo } from '../CompanyLogo.tsx';
import { companyItems } from './company-items.ts';

/** A customer's logo (56 px) with its name, linking to its site when known. */
function Customer({ company }: { company: TCompany }) {
  const href = safeHttpUrl(company.url, { assumeHttps: true });
  const name = (
    <Text size="sm" fw={500} ta="center" lineClamp={2}>
      {company.name}
    </Text>
  );
  return (
    <Stack gap={6} align="center" w={110} data-testid="trusted-by-company">
      <CompanyLogo company={company} size={LIMITS.trustedByLogoSize} />
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" c="inherit">
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Stack>
  );
}

/** The Trusted by card: logos and names of customers (docs/editing.md, Company entries). */
export function TrustedByCard({ card }: { card: TCardView }) {
  const companies = companyItems(card.items);
  if (companies.length === 0) {
    return (
      <BaseCard card={card}>
        <EmptyCardText card={card} fallback={MESSAGES.trustedByEmpty} />
      </BaseCard>
    );
  }
  return (
    <BaseCard
      card={card}
      expanded={
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="lg">
          {companies.map((item) => (
            <Customer key={item.itemUid} company={item.company} />
          ))}
        </SimpleGrid>
      }
    >
      <Group gap="lg" justify="flex-start" align="flex-start">
        {companies.map((item) => (
          <Customer key={item.itemUid} company={item.company} />
        ))}
      </Group>
    </BaseCard>
  );
}
