import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@trustfront/core';

/**
 * 'Sorry, an error has occurred' plus the message (docs/portal.md, Messages); the portal passes
 * the title in the page's language, its header, and a way to try again.
 */
export function ErrorPage({
  message,
  title = MESSAGES.errorTitle,
  header = null,
  retry = null,
}: {
  message: string;
  title?: string;
  header?: ReactNode;
  retry?: { label: string; onRetry: () => void; pending: boolean } | null;
}) {
  return (
    <>
      {header}
      <Center mih="60vh">
        <Stack align="center" gap="xs" role="alert">
          <Title order={2}>{title}</Title>
          <Text c="dimmed">{message}</Text>
          {retry ? (
            <Button variant="light" onClick={retry.onRetry} loading={retry.pending}>
              {retry.label}
            </Button>
          ) : null}
        </Stack>
      </Center>
    </>
  );
}

/** 404 'Company not found' (the portal passes it in the page's language). */
export function CompanyNotFound({ title = MESSAGES.companyNotFound }: { title?: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Text size="xl" fw={700} c="dimmed">
          404
        </Text>
        <Title order={2}>{title}</Title>
      </Stack>
    </Center>
  );
}
