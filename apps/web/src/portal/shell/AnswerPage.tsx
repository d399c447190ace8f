/**
 * The pages the server answers a portal's links and forms with before (or without) any script
 * (docs/portal.md, Taps before the script): search results and the subscribe form with its
 * outcome. They carry no script: links and forms are all they need. The server renders them with
 * the portal's texts in the page's language (entry-server.tsx).
 */
import { Anchor, Button, Checkbox, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { AppError, type AnswerPageData } from '@trustfront/core';
import { errorText, validationText } from '../i18n/errors.ts';
import { useT } from '../i18n/use-t.tsx';

function SearchAnswer({ data }: { data: Extract<AnswerPageData, { kind: 'search' }> }) {
  const t = useT();
  return (
    <>
      <form method="get" action={data.action} role="search">
        <TextInput
          type="search"
          name="q"
          aria-label={t('search.label')}
          defaultValue={data.term}
          maxLength={512}
        />
      </form>
      {data.failure ? (
        <Text c="red" role="alert">
          {data.failure.kind === 'refused'
            ? errorText(t, new AppError(data.failure.code, data.failure.message))
            : t('searchDialog.searchFailed')}
        </Text>
      ) : data.term && data.results.length === 0 ? (
        <Text>
          {t('searchDialog.noResults')} {t('searchDialog.noResultsHint')}
        </Text>
      ) : data.term ? (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <Text size="sm" c="dimmed" component="li" data-testid="answer-search-count">
            {t('searchDialog.results', { count: data.results.length })}
          </Text>
          {data.results.map((result, i) => (
            <li key={i} data-testid="answer-search-result">
              {result.href ? (
                <Anchor href={result.href} fw={600}>
                  {result.title}
                </Anchor>
              ) : (
                <Text fw={600}>{result.title}</Text>
              )}
              {result.subtitle ? (
                <Text size="xs" c="dimmed">
                  {result.subtitle}
                </Text>
              ) : null}
              <Text size="sm">{result.snippet}</Text>
            </li>
          ))}
        </Stack>
      ) : null}
    </>
  );
}

function SubscribeAnswer({ data }: { data: Extract<AnswerPageData, { kind: 'subscribe' }> }) {
  const t = useT();
  const { outcome } = data;
  if (outcome.kind === 'sent') {
    return (
      <Text role="status" data-testid="answer-subscribed">
        {t('subscribe.checkInbox')}
      </Text>
    );
  }
  const failure =
    outcome.kind === 'refused'
      ? errorText(t, new AppError(outcome.code, outcome.message))
      : outcome.kind === 'failed'
        ? t('subscribe.unknownError')
        : null;
  return (
    <form method="post" action={data.action}>
      <Stack>
        {failure ? (
          <Text c="red" role="alert">
            {failure}
          </Text>
        ) : null}
        <Text size="sm">{t('subscribe.prompt', { org: data.orgName })}</Text>
        <TextInput
          label={t('subscribe.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={outcome.kind === 'invalid' ? validationText(t, outcome.message) : undefined}
        />
        <Checkbox label={t('subscribe.agree')} name="agree" value="true" />
        <input type="hidden" name="source" value={data.source} />
        <Button type="submit">{t('subscribe.submit')}</Button>
      </Stack>
    </form>
  );
}

export function AnswerPage({ data }: { data: AnswerPageData }) {
  const t = useT();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Anchor href={data.portalHref} size="sm">
          {t('noScript.backToPortal', { org: data.orgName })}
        </Anchor>
        <Title order={1} size="h2">
          {data.kind === 'search' ? t('search.label') : t('subscribe.title')}
        </Title>
        {data.kind === 'search' ? <SearchAnswer data={data} /> : <SubscribeAnswer data={data} />}
      </Stack>
    </Container>
  );
}
