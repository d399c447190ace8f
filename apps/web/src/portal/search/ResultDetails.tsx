import { Anchor, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { safeHttpUrl, type TSearchResultItem } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import { useSubtitle } from './use-subtitle.ts';
import { Highlighted } from './highlight.tsx';

/** Everything a result says, beside the list (or under the row on small screens). */
export function ResultDetails({
  result,
  onOpen,
}: {
  result: TSearchResultItem;
  onOpen: (() => void) | null;
}) {
  const t = useT();
  const subtitle = useSubtitle();
  const { metadata, content } = result.original;
  const body =
    metadata.answer ??
    metadata.description ??
    (metadata.explanation || null) ??
    content[0]?.value ??
    '';
  const url = safeHttpUrl(metadata.url ?? null);
  return (
    <Stack gap="xs" data-testid="search-details">
      <Title order={3} size="h5">
        {result.title}
      </Title>
      <Text size="xs" c="dimmed">
        {subtitle(result)}
      </Text>
      {metadata.fileName ? <Badge variant="light">{metadata.fileName}</Badge> : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        <Highlighted text={body} />
      </Text>
      {metadata.comment ? (
        <Text size="xs" c="dimmed">
          {metadata.comment}
        </Text>
      ) : null}
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {url}
        </Anchor>
      ) : null}
      {onOpen ? (
        <Button size="xs" variant="light" onClick={onOpen} w="fit-content">
          {t('searchDialog.open')}
        </Button>
      ) : null}
    </Stack>
  );
}
