import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleDashed } from '../ui/icons/icons.ts';
import {
  linksForScopes,
  PUBLICATION_MESSAGES,
  SETTINGS_SCOPE,
  stepsDone,
  type SetupStep,
  type TSetupChecklist,
} from '@trustfront/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffSession } from '../api/session.ts';
import { useSetPublication, useSetupChecklist } from '../api/setup-checklist.ts';
import { SETUP_TEXTS as T, STEP_TEXTS, type StepLink } from './setup-steps.ts';
import { TodayCard } from './TodayCard.tsx';
import { ConfirmDialog } from './ui/ConfirmDialog.tsx';
import { MailDeliveryBanner } from './ui/MailDeliveryBanner.tsx';

/** The step's links this staff member may follow: none that would only answer 'No access'. */
function StepLinks(props: { links: StepLink[]; portalPath: string; scopes: readonly string[] }) {
  const links = linksForScopes(props.links, props.scopes);
  if (links.length === 0) return null;
  const { portalPath } = props;
  return (
    <Group gap="md">
      {links.map((link) =>
        link.portal ? (
          <Anchor key={link.label} href={`${portalPath}${link.to}`} size="sm">
            {link.label}
          </Anchor>
        ) : (
          <Anchor key={link.label} component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ),
      )}
    </Group>
  );
}

function PublishAction({
  checklist,
  mayPublish,
}: {
  checklist: TSetupChecklist;
  mayPublish: boolean;
}) {
  const publication = useSetPublication();
  const [confirming, setConfirming] = useState(false);
  const isPublished = checklist.publishedAt !== null;
  if (!mayPublish)
    return (
      <Text size="sm" c="dimmed">
        {T.needsSettings}
      </Text>
    );
  const change = (published: boolean) =>
    publication.mutate(published, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({
          color: 'green',
          message: published ? PUBLICATION_MESSAGES.published : PUBLICATION_MESSAGES.unpublished,
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return isPublished ? (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {T.publishedAt(new Date(checklist.publishedAt ?? '').toLocaleDateString())}
      </Text>
      <Button
        size="xs"
        variant="default"
        loading={publication.isPending}
        onClick={() => change(false)}
      >
        {T.unpublish}
      </Button>
    </Group>
  ) : (
    <Group>
      <Button size="sm" onClick={() => setConfirming(true)}>
        {T.publish}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={T.confirmPublishTitle}
        body={T.confirmPublish}
        confirmLabel={T.publish}
        confirmColor="blue"
        pending={publication.isPending}
        error={null}
        onClose={() => setConfirming(false)}
        onConfirm={() => change(true)}
      />
    </Group>
  );
}

function StepRow(props: {
  id: SetupStep;
  done: boolean;
  portalPath: string;
  checklist: TSetupChecklist;
  mayPublish: boolean;
  scopes: readonly string[];
}) {
  const text = STEP_TEXTS[props.id];
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-step={props.id} data-done={props.done}>
      <ThemeIcon variant="light" radius="xl" color={props.done ? 'green' : 'gray'} aria-hidden>
        {props.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
      </ThemeIcon>
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap="xs">
          <Text fw={600}>{text.title}</Text>
          <Badge size="xs" variant="light" color={props.done ? 'green' : 'gray'}>
            {props.done ? T.done : T.toDo}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {text.description}
        </Text>
        {props.id === 'publish' ? (
          <PublishAction checklist={props.checklist} mayPublish={props.mayPublish} />
        ) : (
          <StepLinks links={text.links} portalPath={props.portalPath} scopes={props.scopes} />
        )}
      </Stack>
    </Group>
  );
}

/** The setup checklist with its progress (docs/staff.md, Setup checklist). */
function SetupChecklist({ portalPath, scopes }: { portalPath: string; scopes: readonly string[] }) {
  const mayPublish = scopes.includes(SETTINGS_SCOPE);
  const { data: checklist, error } = useSetupChecklist();
  if (error) return <Text c="red">{error.message}</Text>;
  if (!checklist) return <Loader size="sm" />;
  const done = stepsDone(checklist);
  const total = checklist.steps.length;
  return (
    <Card withBorder padding="lg" maw={760}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>{T.title}</Title>
          <Text fw={600} data-testid="setup-progress">
            {T.progress(done, total)}
          </Text>
        </Group>
        <Progress value={(done / total) * 100} aria-label={T.progressLabel} />
        {checklist.steps.map((step) => (
          <StepRow
            key={step.id}
            id={step.id}
            done={step.done}
            portalPath={portalPath}
            checklist={checklist}
            mayPublish={mayPublish}
            scopes={scopes}
          />
        ))}
      </Stack>
    </Card>
  );
}

/** The private app's landing page: a welcome, what needs the staff today, the setup checklist. */
export function AppHome() {
  const { data: user } = useStaffSession();
  const { data: checklist } = useSetupChecklist();
  if (!user) return null;
  const portalPath = `/trust/${user.orgSlug}`;
  return (
    <Stack>
      <Title order={2}>Welcome, {user.name}</Title>
      {/* Nothing about publication until it is known: never 'live' for an unpublished one. */}
      {checklist ? (
        <Text data-testid="publication-line">
          {checklist.publishedAt !== null ? T.liveAt : T.notLiveAt}{' '}
          <Anchor href={portalPath}>{portalPath}</Anchor>.
        </Text>
      ) : null}
      <MailDeliveryBanner linkToOutbox />
      <TodayCard />
      <SetupChecklist portalPath={portalPath} scopes={user.scopes} />
    </Stack>
  );
}
