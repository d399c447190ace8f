import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PortalContainer } from './PortalContainer.tsx';
import { BUILT_ON_URL, MESSAGES } from '@trustfront/core';

/** Said here rather than imported, so that the page's first load carries no more than the link. */
const VERIFY_LINK = 'Verify a document';

/**
 * The footer: 'Verify a document' (docs/documents.md, Verify a document), and the 'Built on' link
 * unless the organisation turned it off.
 */
export function PortalFooter({
  showBuiltOn,
  verifyPath,
}: {
  showBuiltOn: boolean;
  verifyPath: string;
}) {
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <PortalContainer>
        <Group justify="center" gap="lg">
          <Anchor component={Link} to={verifyPath} size="sm" data-testid="verify-link">
            {VERIFY_LINK}
          </Anchor>
          {showBuiltOn ? (
            <Text size="sm" c="dimmed" data-testid="built-on">
              {MESSAGES.builtOn}{' '}
              <Anchor
                href={BUILT_ON_URL}
                target="_blank"
                rel="noopener noreferrer"
                inherit
                fw={600}
              >
                Trustfront
              </Anchor>
            </Text>
          ) : null}
        </Group>
      </PortalContainer>
    </Box>
  );
}
