import { Anchor, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUILT_ON_URL } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import { PortalContainer } from './PortalContainer.tsx';

/**
 * The footer: the Changes page (docs/portal.md, History), 'Verify a document' (docs/documents.md,
 * Verify a document), and the 'Built on' link unless the organisation turned it off; below them
 * `children`, the cookie links, in the page's flow so that they never cover its content.
 */
export function PortalFooter({
  showBuiltOn,
  basePath,
  verifyPath,
  children,
}: {
  showBuiltOn: boolean;
  basePath: string;
  verifyPath: string;
  children?: ReactNode;
}) {
  const t = useT();
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
            {t('footer.changes')}
          </Anchor>
          <Anchor component={Link} to={verifyPath} size="sm" data-testid="verify-link">
            {t('footer.verify')}
          </Anchor>
          {showBuiltOn ? (
            <Text size="sm" c="dimmed" data-testid="built-on">
              {t('footer.builtOn')}{' '}
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
        {children}
      </PortalContainer>
    </Box>
  );
}
