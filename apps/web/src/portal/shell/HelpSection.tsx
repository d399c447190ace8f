import { Button, Card, Group } from '@mantine/core';
import { MESSAGES } from '@trustfront/core';
import { usePortal } from '../portal-context.tsx';

/** Help card: 'Contact support' and 'Report issue' when configured (spec 3 §6). */
export function HelpSection() {
  const { customization } = usePortal().view;
  const support =
    customization.contactSupport.supportUrl ??
    (customization.supportMailbox ? `mailto:${customization.supportMailbox}` : null);
  const report =
    customization.reportIssue.reportUrl ??
    (customization.securityMailbox ? `mailto:${customization.securityMailbox}` : null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group>
        {support ? (
          <Button component="a" href={support} variant="default">
            {MESSAGES.contactSupport}
          </Button>
        ) : null}
        {report ? (
          <Button component="a" href={report} variant="default">
            {MESSAGES.reportIssue}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
