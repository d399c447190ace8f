import { Center, Text } from '@mantine/core';
import { PUBLICATION_MESSAGES } from '@trustfront/core';

/** The page of a trust center that is not published yet: one sentence, nothing of its content. */
export function NotPublished() {
  return (
    <Center mih="60vh" px="md">
      <Text size="xl" ta="center">
        {PUBLICATION_MESSAGES.notPublished}
      </Text>
    </Center>
  );
}
