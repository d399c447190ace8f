import { Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBug, IconLifebuoy } from '@tabler/icons-react';
import { MESSAGES, helpActionHref, type HelpAction } from '@trustfront/core';
import type { SectionProps } from '../sections/section-props.ts';

const ACTIONS: { action: HelpAction; label: string; icon: typeof IconBug; setUp: string }[] = [
  {
    action: 'contactSupport',
    label: MESSAGES.contactSupport,
    icon: IconLifebuoy,
    setUp:
      'Set a support page or support mailbox in the Trust Center settings to enable this button.',
  },
  {
    action: 'reportIssue',
    label: MESSAGES.reportIssue,
    icon: IconBug,
    setUp:
      'Set a report page or security mailbox in the Trust Center settings to enable this button.',
  },
];

/**
 * The Help card (docs/portal.md, Sections): 'Contact support' and 'Report issue'. Visitors see a
 * button only when its action is configured; staff in main mode always see both, disabled with a
 * hint when not.
 */
export function HelpSection({ view }: SectionProps) {
  const isMain = view.mode === 'main';
  const buttons = ACTIONS.map((a) => ({
    ...a,
    href: helpActionHref(view.customization, a.action),
  })).filter((a) => a.href || isMain);
  if (buttons.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="card-help">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            Need help?
          </Title>
          <Text size="sm" c="dimmed">
            Questions about {view.org.name}&apos;s security, or found a vulnerability? Reach the
            team directly.
          </Text>
        </div>
        <Group gap="sm">
          {buttons.map(({ action, label, icon: Icon, href, setUp }) =>
            href ? (
              <Button
                key={action}
                component="a"
                href={href}
                target={href.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                variant="default"
                leftSection={<Icon size={16} aria-hidden />}
              >
                {label}
              </Button>
            ) : (
              <Tooltip key={action} label={setUp} multiline w={260} withArrow>
                {/* A disabled button takes no pointer events; the span carries the tooltip. */}
                <span>
                  <Button variant="default" disabled leftSection={<Icon size={16} aria-hidden />}>
                    {label}
                  </Button>
                </span>
              </Tooltip>
            ),
          )}
        </Group>
      </Stack>
    </Card>
  );
}
