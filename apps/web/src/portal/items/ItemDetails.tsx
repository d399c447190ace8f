import { Box, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatRiskAnswer,
  gradeReportUrl,
  isRiskItem,
  RISK_ITEM_QUESTIONS,
  type CardKind,
  type TCompany,
  type TItemDetails,
  type TItemView,
} from '@trustfront/core';
import { CompanyLogo } from '../cards/CompanyLogo.tsx';
import { GradeBadge } from '../cards/GradeBadge.tsx';
import { Paragraphs } from '../cards/Paragraphs.tsx';
import type { ItemTarget } from './find-item.ts';
import { DocumentRow } from '../documents/DocumentRow.tsx';
import { documentsOfItem } from '../documents/document-list.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { useFormat, useT } from '../i18n/use-t.tsx';

/** Labelled values (auditor, expiry, purpose…), only those that are set. */
function Facts({ facts }: { facts: [label: string, value: string | undefined][] }) {
  const set = facts.filter((f): f is [string, string] => Boolean(f[1]?.trim()));
  if (set.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {set.map(([label, value]) => (
        <Box key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function GradeDetails({ grade }: { grade: NonNullable<TItemDetails['grade']> }) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={4}>
        <Text fw={600}>{grade.label}</Text>
        {grade.description ? (
          <Text size="sm" c="dimmed">
            {grade.description}
          </Text>
        ) : null}
        <ExternalLink
          href={gradeReportUrl(grade.provider, grade.url)}
          label={t('cards.viewReport')}
        />
      </Stack>
      <GradeBadge provider={grade.provider} grade={grade.grade} />
    </Group>
  );
}

function CompanyDetails({ company }: { company: TCompany }) {
  return (
    <Group gap="md" wrap="nowrap">
      <CompanyLogo company={company} size={56} />
      <Stack gap={2}>
        <Text fw={600}>{company.name}</Text>
        {company.url ? (
          <ExternalLink href={company.url} label={company.domain ?? company.url} />
        ) : null}
      </Stack>
    </Group>
  );
}

function RiskDetails({ item }: { item: TItemView }) {
  const answer = formatRiskAnswer(item.details);
  return (
    <Stack gap={4}>
      {isRiskItem(item.title) ? (
        <Text size="sm" c="dimmed">
          {RISK_ITEM_QUESTIONS[item.title]}
        </Text>
      ) : null}
      {answer ? <Text fw={600}>{answer}</Text> : null}
    </Stack>
  );
}

/** The item's documents, each opened, downloaded or requested as on the Documents card. */
function ItemDocuments({ item, cardKind }: { item: TItemView; cardKind: CardKind }) {
  const t = useT();
  if (item.documents.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('cards.documents')}
      </Text>
      <Stack gap={0}>
        {documentsOfItem(item, cardKind).map((doc) => (
          <DocumentRow key={doc.fileId} doc={doc} />
        ))}
      </Stack>
    </Stack>
  );
}

/** What an expanded item shows, by the options its card uses (docs/portal.md, Items). */
export function ItemDetails({ card, item }: ItemTarget) {
  const t = useT();
  const format = useFormat();
  const d = item.details;
  return (
    <Stack gap="lg">
      {d.grade ? <GradeDetails grade={d.grade} /> : null}
      {d.company ? <CompanyDetails company={d.company} /> : null}
      {card.kind === 'RiskProfile' ? <RiskDetails item={item} /> : null}
      {d.explanation ? <Paragraphs text={d.explanation} /> : null}
      {d.listEntries?.length ? (
        <List size="sm" spacing={4}>
          {d.listEntries.map((entry, i) => (
            <List.Item key={i}>{entry}</List.Item>
          ))}
        </List>
      ) : null}
      <Facts
        facts={[
          [t('cards.purpose'), d.purpose],
          [t('cards.location'), d.location],
          [t('cards.additionalDetails'), d.additionalDetails],
          [t('cards.auditor'), d.auditor],
          [t('cards.expires'), d.expiry ? format.date(d.expiry) : undefined],
          [t('cards.maturity'), d.maturity],
          [t('cards.recurrence'), d.recurrence],
          [t('cards.type'), d.type],
        ]}
      />
      <ExternalLink href={d.href} label={t('cards.openLink')} />
      <ItemDocuments item={item} cardKind={card.kind} />
    </Stack>
  );
}
