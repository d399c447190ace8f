import { Suspense, useEffect } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import {
  TRUST_CHANGE_FIELD_LABELS,
  TRUST_CHANGE_KINDS,
  TRUST_CHANGE_STATE_WORDS,
  isTopicCategory,
  type TTrustChange,
  type TTrustChangeValue,
  type TrustChangeKind,
} from '@trustfront/core';
import { AppError } from '../../api/client.ts';
import { useTrustHistory } from '../../api/trust-history.ts';
import { CompanyNotFound, ErrorPage } from '../../ui/ErrorPage.tsx';
import { NotPublished } from '../../ui/NotPublished.tsx';
import { PortalContainer } from '../shell/PortalContainer.tsx';
import { lazyChunk } from '../../ui/lazy-chunk.ts';
import { useErrorText } from '../i18n/errors.ts';
import { useFormat, useT, type TFunction } from '../i18n/use-t.tsx';

/** The log's check, with its WebCrypto code, loads after the changes are shown. */
const LogVerified = lazyChunk(() => import('./LogVerified.tsx'));

const ACTION_COLORS: Record<TTrustChange['action'], string> = {
  added: 'green',
  published: 'blue',
  changed: 'yellow',
  replaced: 'grape',
  removed: 'red',
};

const isKind = (value: string | null): value is TrustChangeKind =>
  (TRUST_CHANGE_KINDS as readonly (string | null)[]).includes(value);

/** The changes grouped by the day they were recorded, newest first. */
function byDay(changes: readonly TTrustChange[]): [string, TTrustChange[]][] {
  const days = new Map<string, TTrustChange[]>();
  for (const change of changes) {
    const day = change.recordedAt.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), change]);
  }
  return [...days];
}

/** A field's name in the page's language; a field the page does not know by its own name. */
const fieldLabel = (t: TFunction, field: string): string =>
  Object.hasOwn(TRUST_CHANGE_FIELD_LABELS, field) ? t(`changes.fields.${field}`) : field;

/** A field's value as core's `fieldValue` gives it, its words in the page's language. */
function fieldValue(t: TFunction, value: TTrustChangeValue, field: string): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? t('changes.yes') : t('changes.no');
  if (
    field === 'state' &&
    typeof value === 'string' &&
    Object.hasOwn(TRUST_CHANGE_STATE_WORDS, value)
  )
    return t(`changes.states.${value}`);
  if (field === 'category' && typeof value === 'string' && isTopicCategory(value)) {
    return t(`updates.categories.${value}`);
  }
  return String(value);
}

function ChangeEntry({ change }: { change: TTrustChange }) {
  const t = useT();
  const format = useFormat();
  const shown =
    change.action === 'removed'
      ? []
      : // An addition's name or title is the entry's own title already.
        change.fields.filter(
          (f) => change.action !== 'added' || (f.field !== 'name' && f.field !== 'title'),
        );
  return (
    <Card withBorder padding="sm" radius="md" data-testid="change-entry" data-kind={change.kind}>
      <Group gap="xs" wrap="wrap">
        <Badge color={ACTION_COLORS[change.action]} variant="light">
          {t(`changes.actions.${change.action}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t(`changes.kinds.${change.kind}`)}
          {change.product ? ` · ${change.product.name}` : ''}
        </Text>
      </Group>
      <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {change.subject.title}
      </Text>
      {shown.length > 0 ? (
        <Stack gap={2} mt={4}>
          {shown.map((f) => (
            <Text key={f.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" component="span">
                {fieldLabel(t, f.field)}:{' '}
              </Text>
              {change.action === 'added' || change.action === 'published'
                ? fieldValue(t, f.new, f.field)
                : `${fieldValue(t, f.old, f.field)} → ${fieldValue(t, f.new, f.field)}`}
            </Text>
          ))}
        </Stack>
      ) : null}
      {change.kind === 'subprocessor' || change.kind === 'update' ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="change-effective">
          {t('changes.effective', { day: format.date(change.effectiveOn) })}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * The portal's Changes page (docs/portal.md, History): what the trust center published, as its
 * history.json tells it, grouped by day, filtered by kind with `?kind=`.
 */
export default function ChangesPage({ basePath }: { basePath: string }) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const kindParam = search.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const history = useTrustHistory(basePath, kind);
  const first = history.data?.pages[0];
  useEffect(() => {
    if (first) document.title = `${t('changes.title')} · ${first.organization.name}`;
  }, [first, t]);
  if (history.isPending) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  if (history.isError) {
    const error = history.error;
    if (error instanceof AppError && error.code === 'company_not_found')
      return <CompanyNotFound title={t('errors.company_not_found')} />;
    if (error instanceof AppError && error.code === 'not_published')
      return <NotPublished text={t('errors.not_published')} />;
    return <ErrorPage title={t('errors.errorTitle')} message={errorText(error)} />;
  }
  const head = history.data.pages[0];
  if (!head) return null;
  const changes = history.data.pages.flatMap((p) => p.changes);
  const choose = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value && isKind(value)) next.set('kind', value);
    else next.delete('kind');
    setSearch(next, { replace: true });
  };
  return (
    <Box component="main" py="xl">
      <PortalContainer>
        <Stack gap="lg">
          <Stack gap={4}>
            <Anchor component={Link} to={basePath || '/'} size="sm">
              ← {t('changes.back')}
            </Anchor>
            <Title order={1}>
              {t('changes.title')} · {head.organization.name}
            </Title>
            <Text c="dimmed">{t('changes.intro')}</Text>
            {head.access === 'public' ? (
              <Suspense fallback={null}>
                <LogVerified orgSlug={head.organization.slug} />
              </Suspense>
            ) : null}
          </Stack>
          {head.access !== 'public' ? (
            <Text data-testid="changes-not-public">{t('changes.notPublic')}</Text>
          ) : (
            <>
              <Select
                label={t('changes.kind')}
                data-testid="changes-kind"
                maw={320}
                value={kind ?? ''}
                onChange={choose}
                allowDeselect={false}
                data={[
                  { value: '', label: t('changes.allKinds') },
                  ...TRUST_CHANGE_KINDS.map((k) => ({
                    value: k,
                    label: t(`changes.kinds.${k}`),
                  })),
                ]}
              />
              {changes.length === 0 ? (
                <Text c="dimmed" data-testid="changes-empty">
                  {kind ? t('changes.emptyKind') : t('changes.empty')}
                </Text>
              ) : null}
              {byDay(changes).map(([day, entries]) => (
                <Stack key={day} gap="xs" component="section" data-testid="changes-day">
                  <Title order={2} size="h4">
                    {format.date(day)}
                  </Title>
                  {entries.map((change) => (
                    <ChangeEntry key={change.id} change={change} />
                  ))}
                </Stack>
              ))}
              {history.hasNextPage ? (
                <Group>
                  <Button
                    variant="default"
                    loading={history.isFetchingNextPage}
                    onClick={() => void history.fetchNextPage()}
                  >
                    {t('changes.older')}
                  </Button>
                </Group>
              ) : null}
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('changes.machines')}{' '}
            <Anchor href={head.links.history} size="sm">
              history.json
            </Anchor>
            {' · '}
            <Anchor href={head.links.feed} size="sm">
              trust.json
            </Anchor>
          </Text>
        </Stack>
      </PortalContainer>
    </Box>
  );
}
