import { useEffect } from 'react';
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
  CHANGES_MESSAGES,
  TRUST_CHANGE_ACTION_LABELS,
  TRUST_CHANGE_KINDS,
  TRUST_CHANGE_KIND_LABELS,
  fieldLabel,
  fieldValue,
  formatDate,
  type TTrustChange,
  type TrustChangeKind,
} from '@trustfront/core';
import { AppError } from '../../api/client.ts';
import { useTrustHistory } from '../../api/trust-history.ts';
import { CompanyNotFound, ErrorPage } from '../../ui/ErrorPage.tsx';
import { NotPublished } from '../../ui/NotPublished.tsx';
import { PortalContainer } from '../shell/PortalContainer.tsx';

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

function ChangeEntry({ change }: { change: TTrustChange }) {
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
          {TRUST_CHANGE_ACTION_LABELS[change.action]}
        </Badge>
        <Text size="sm" c="dimmed">
          {TRUST_CHANGE_KIND_LABELS[change.kind]}
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
                {fieldLabel(f.field)}:{' '}
              </Text>
              {change.action === 'added' || change.action === 'published'
                ? fieldValue(f.new, f.field)
                : `${fieldValue(f.old, f.field)} → ${fieldValue(f.new, f.field)}`}
            </Text>
          ))}
        </Stack>
      ) : null}
      {change.kind === 'subprocessor' || change.kind === 'update' ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="change-effective">
          {CHANGES_MESSAGES.effective(formatDate(change.effectiveOn))}
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
  const [search, setSearch] = useSearchParams();
  const kindParam = search.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const history = useTrustHistory(basePath, kind);
  const first = history.data?.pages[0];
  useEffect(() => {
    if (first) document.title = `${CHANGES_MESSAGES.title} · ${first.organization.name}`;
  }, [first]);
  if (history.isPending) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  if (history.isError) {
    const error = history.error;
    if (error instanceof AppError && error.code === 'company_not_found') return <CompanyNotFound />;
    if (error instanceof AppError && error.code === 'not_published') return <NotPublished />;
    return <ErrorPage message={error.message} />;
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
              ← {CHANGES_MESSAGES.back}
            </Anchor>
            <Title order={1}>
              {CHANGES_MESSAGES.title} · {head.organization.name}
            </Title>
            <Text c="dimmed">{CHANGES_MESSAGES.intro}</Text>
          </Stack>
          {head.access !== 'public' ? (
            <Text data-testid="changes-not-public">{CHANGES_MESSAGES.notPublic}</Text>
          ) : (
            <>
              <Select
                label="Kind"
                data-testid="changes-kind"
                maw={320}
                value={kind ?? ''}
                onChange={choose}
                allowDeselect={false}
                data={[
                  { value: '', label: CHANGES_MESSAGES.allKinds },
                  ...TRUST_CHANGE_KINDS.map((k) => ({
                    value: k,
                    label: TRUST_CHANGE_KIND_LABELS[k],
                  })),
                ]}
              />
              {changes.length === 0 ? (
                <Text c="dimmed" data-testid="changes-empty">
                  {kind ? CHANGES_MESSAGES.emptyKind : CHANGES_MESSAGES.empty}
                </Text>
              ) : null}
              {byDay(changes).map(([day, entries]) => (
                <Stack key={day} gap="xs" component="section" data-testid="changes-day">
                  <Title order={2} size="h4">
                    {formatDate(day)}
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
                    {CHANGES_MESSAGES.older}
                  </Button>
                </Group>
              ) : null}
            </>
          )}
          <Text size="sm" c="dimmed">
            {CHANGES_MESSAGES.machines}{' '}
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
