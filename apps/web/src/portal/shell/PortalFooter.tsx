import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BUILT_ON_URL, CHANGES_MESSAGES, MESSAGES } from '@trustfront/core';
import { PortalContainer } from './PortalContainer.tsx';

/** Said here rather than imported, so that the page's first load carries no more than the link. */
const VERIFY_LINK = 'Verify a document';

/**
 * The footer: the Changes page (docs/portal.md, History), 'Verify a document' (docs/documents.md,
 * Verify a document), and the 'Built on' link unless the organisation turned it off.
 */
export function PortalFooter({
  showBuiltOn,
  basePath,
  verifyPath,
}: {
  showBuiltOn: boolean;
  basePath: string;
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
          <Anchor component={Link} to={`${basePath}/changes`} size="sm" data-testid="changes-link">
            {CHANGES_MESSAGES.title}
          </Anchor>
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
