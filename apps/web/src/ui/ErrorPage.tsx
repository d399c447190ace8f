import { Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@trustfront/core';

/**
 * 'Sorry, an error has occurred' plus the message (docs/portal.md, Messages); the portal passes
 * the title in the page's language.
 */
export function ErrorPage({
  message,
  title = MESSAGES.errorTitle,
}: {
  message: string;
  title?: string;
}) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" role="alert">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
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
