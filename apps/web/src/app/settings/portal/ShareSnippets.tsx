/**
 * Settings → Portal, Share (docs/portal.md, Badges and embed): the HTML that shows the trust
 * center's certifications on the organisation's own website, a badge per certification with its
 * preview and the embed, each with a Copy button.
 */
import { Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { EMBED_ELEMENT, badgeLabel, badgeSnippet, embedSnippet } from '@trustfront/core';
import { useBadges } from '../../../api/badges.ts';
import { useStaffSession } from '../../../api/session.ts';

const T = {
  title: 'Share',
  intro:
    'Show your certifications on your own website: paste a badge, or the embed that lists them all and links to your trust center.',
  closed:
    'Badges and the embed are served while the trust center is published and shows its content to visitors.',
  none: 'No public certification to show yet.',
  embed: 'Embed',
  badges: 'Badges',
  copy: 'Copy',
  copied: 'Copied',
} as const;

/** A snippet in a code block with its Copy button. */
function Snippet({ label, code }: { label: string; code: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              aria-label={`${copied ? T.copied : T.copy}: ${label}`}
            >
              {copied ? T.copied : T.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {code}
      </Code>
    </Stack>
  );
}

/** The badge as this page may load it: on its own host, whatever origin the list names. */
const localPath = (url: string) => {
  const { pathname, search } = new URL(url, window.location.href);
  return `${pathname}${search}`;
};

export function ShareSnippets() {
  const { data: user } = useStaffSession();
  const badges = useBadges(user?.orgSlug);
  return (
    <Card withBorder data-testid="share-snippets">
      <Stack>
        <Title order={3}>{T.title}</Title>
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        {badges.isError ? <Text size="sm">{T.closed}</Text> : null}
        {badges.data ? (
          <>
            <Snippet label={T.embed} code={embedSnippet(badges.data.embedUrl, EMBED_ELEMENT)} />
            <Title order={4}>{T.badges}</Title>
            {badges.data.items.length === 0 ? <Text size="sm">{T.none}</Text> : null}
            {badges.data.items.map((badge) => (
              <Stack key={badge.id} gap={4} data-testid="badge-snippet">
                <img src={localPath(badge.badgeUrl)} alt={badgeLabel(badge)} />
                <Snippet label={badge.title} code={badgeSnippet(badge)} />
              </Stack>
            ))}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
