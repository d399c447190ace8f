import { Center, Text } from '@mantine/core';
import { PUBLICATION_MESSAGES } from '@trustfront/core';

/**
 * The page of a trust center that is not published yet: one sentence, nothing of its content
 * (the portal passes it in the page's language).
 */
export function NotPublished({ text = PUBLICATION_MESSAGES.notPublished }: { text?: string }) {
  return (
    <Center mih="60vh" px="md">
      <Text size="xl" ta="center">
        {text}
      </Text>
    </Center>
  );
}
