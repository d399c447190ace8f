/**
 * The access modal (docs/access.md, Request access and Request outcomes): two tabs, Request Access
 * and Login Request, and the view of each outcome: request sent ('Change email address'), check
 * your e-mail, declined, expired.
 */
import { Anchor, Button, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useServerMessage } from '../i18n/messages.ts';
import { useT } from '../i18n/use-t.tsx';
import { LoginTab } from './LoginTab.tsx';
import type { AccessView } from './outcome.ts';
import { RequestTab, type RequestHiddenFields } from './RequestTab.tsx';

export interface AccessModalProps {
  opened: boolean;
  onClose: () => void;
  initialTab: 'login' | 'request';
  orgSlug: string;
  orgName: string;
  portalTitle: string;
  productId: string | null;
  inviteToken: string | null;
  signInLink: string | null;
  /** The request's hidden fields: the item it is asked from, the page's revision. */
  hidden: RequestHiddenFields;
}

function OutcomeView({
  view,
  orgName,
  onChangeEmail,
  onClose,
}: {
  view: Exclude<AccessView, { kind: 'form' }>;
  orgName: string;
  onChangeEmail: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const serverMessage = useServerMessage();
  const [title, body] =
    view.kind === 'sent'
      ? [
          t('access.requestSentTitle'),
          t('access.requestSentBody', { org: orgName, email: view.email }),
        ]
      : view.kind === 'check'
        ? [t('access.checkEmailTitle'), t('access.checkEmailBody', { email: view.email })]
        : view.kind === 'expired'
          ? [t('access.expiredTitle'), t('access.expiredBody', { email: view.email })]
          : [
              t('access.declinedTitle'),
              serverMessage(`access.declined.${view.code}`, view.message),
            ];
  return (
    <Stack gap="md" data-testid={`access-${view.kind}`}>
      <Title order={3}>{title}</Title>
      <Text>{body}</Text>
      {view.kind === 'sent' ? (
        <Anchor component="button" type="button" onClick={onChangeEmail}>
          {t('access.changeEmail')}
        </Anchor>
      ) : null}
      <Button onClick={onClose}>{t('access.ok')}</Button>
    </Stack>
  );
}

export default function AccessModal(props: AccessModalProps) {
  const { opened, onClose, initialTab, orgSlug, orgName, portalTitle } = props;
  const t = useT();
  const [tab, setTab] = useState<'login' | 'request'>(initialTab);
  const [openedOn, setOpenedOn] = useState<'login' | 'request' | null>(initialTab);
  const [email, setEmail] = useState('');
  const [view, setView] = useState<AccessView>({ kind: 'form' });
  // Each opening starts from the tab the URL asks for.
  if (opened && openedOn !== initialTab) {
    setOpenedOn(initialTab);
    setTab(initialTab);
    setView({ kind: 'form' });
  }
  const close = () => {
    setOpenedOn(null);
    onClose();
  };
  const showView = (next: AccessView) => {
    if (next.kind !== 'form') setEmail(next.kind === 'declined' ? email : next.email);
    setView(next);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={<Text fw={700}>{t('access.modalTitle', { org: orgName, portal: portalTitle })}</Text>}
    >
      {view.kind === 'form' ? (
        <Stack gap="md">
          <Text>{t('access.prompt')}</Text>
          <Tabs
            keepMounted={false}
            value={tab}
            onChange={(v) => setTab(v === 'request' ? 'request' : 'login')}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="request">{t('access.requestTab')}</Tabs.Tab>
              <Tabs.Tab value="login">{t('access.loginTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <LoginTab
                key={`login-${email}`}
                orgSlug={orgSlug}
                productId={props.productId}
                email={email}
                signInLink={props.signInLink}
                onView={showView}
                onRequest={(carried) => {
                  setEmail(carried);
                  setTab('request');
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="request">
              <RequestTab
                key={`request-${email}`}
                orgSlug={orgSlug}
                productId={props.productId}
                email={email}
                inviteToken={props.inviteToken}
                hidden={props.hidden}
                onView={showView}
                // 'Back' returns to the login tab when login was asked for, otherwise closes.
                onBack={() => (openedOn === 'login' ? setTab('login') : close())}
              />
            </Tabs.Panel>
          </Tabs>
          <Anchor href="/app" size="sm">
            {t('access.workspaceLink', { org: orgName })}
          </Anchor>
        </Stack>
      ) : (
        <OutcomeView
          view={view}
          orgName={orgName}
          onClose={close}
          onChangeEmail={() => {
            setView({ kind: 'form' });
            setTab('login');
          }}
        />
      )}
    </Modal>
  );
}
