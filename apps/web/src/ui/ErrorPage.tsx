import { Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@trustfront/core';

/** 'Sorry, an error has occurred' plus the message (docs/portal.md, Messages). */
export function ErrorPage({ message }: { message: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" role="alert">
        <Title order={2}>{MESSAGES.errorTitle}</Title>
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}

/** 404 'Company not found'. */
export function CompanyNotFound() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Text size="xl" fw={700} c="dimmed">
          404
        </Text>
        <Title order={2}>{MESSAGES.companyNotFound}</Title>
      </Stack>
    </Center>
  );
}
