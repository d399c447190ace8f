import { Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBug, IconLifebuoy } from '../../ui/icons/icons.ts';
import { helpActionHref, type HelpAction } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import type { SectionProps } from '../sections/section-props.ts';

/** The buttons; their labels are `shell.{action}`. The set-up hints are for staff (main mode). */
const ACTIONS: { action: HelpAction; icon: typeof IconBug; setUp: string }[] = [
  {
    action: 'contactSupport',
    icon: IconLifebuoy,
    setUp:
      'Set a support page or support mailbox in the Trust Center settings to enable this button.',
  },
  {
    action: 'reportIssue',
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
  const t = useT();
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
            {t('shell.needHelp')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('shell.helpIntro', { org: view.org.name })}
          </Text>
        </div>
        <Group gap="sm">
          {buttons.map(({ action, icon: Icon, href, setUp }) =>
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
                {t(`shell.${action}`)}
              </Button>
            ) : (
              <Tooltip key={action} label={setUp} multiline w={260} withArrow>
                {/* A disabled button takes no pointer events; the span carries the tooltip. */}
                <span>
                  <Button variant="default" disabled leftSection={<Icon size={16} aria-hidden />}>
                    {t(`shell.${action}`)}
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
