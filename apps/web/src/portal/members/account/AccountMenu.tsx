/**
 * The account dropdown of a signed-in member (docs/access.md, Member features, AccountExternal):
 * '{account}'s Review of {org}', how access was gained, 'How to use this Trust Center?', 'Invite
 * colleagues' (also opened by `?inviteColleagues=true`) and 'Log Out'. Loaded only in account mode.
 */
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '../../../ui/icons/icons.ts';
import { useSearchParams } from 'react-router';
import { useMember, useMemberLogout } from '../../../api/portal-access.ts';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { useSetQueryParam } from '../../access/use-portal-query.ts';
import MemberNda from '../../access/nda/MemberNda.tsx';
import { NdaMenuSection } from '../../access/nda/NdaMenuSection.tsx';
import { useFormat, useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

const InviteModal = lazyDialog(async () => (await import('./InviteModal.tsx')).default);
const MyQuestionnairesDialog = lazyDialog(
  async () => (await import('../MyQuestionnairesDialog.tsx')).default,
);

/** The portal's address without the member's parameters, for after logging out. */
function publicAddress(): string {
  const url = new URL(window.location.href);
  for (const key of ['accountId', 'welcome', 'inviteColleagues', 'questionnaires'])
    url.searchParams.delete(key);
  return url.toString();
}

export default function AccountMenu() {
  const t = useT();
  const format = useFormat();
  const { orgSlug, view } = usePortal();
  const member = useMember(orgSlug, { enabled: true }).data;
  const logout = useMemberLogout();
  const [search] = useSearchParams();
  const setQueryParam = useSetQueryParam();
  if (!member) return null;
  const gained = member.isAutoApprovedAccountMember
    ? t('account.autoGained')
    : t('account.gainedAccess');
  return (
    <>
      <Menu position="bottom-end" width={300} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={14} />}
            data-testid="account-menu"
          >
            {member.firstName || member.email}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {t('account.reviewOf', { account: member.accountName, org: view.org.name })}
          </Menu.Label>
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {gained}
            {member.accessGrantedAt ? ` · ${format.date(member.accessGrantedAt)}` : ''}
          </Text>
          <NdaMenuSection />
          <Menu.Divider />
          <Menu.Item onClick={() => setQueryParam('welcome', 'true')}>
            {t('account.howToUse')}
          </Menu.Item>
          <Menu.Item onClick={() => setQueryParam('inviteColleagues', 'true')}>
            {t('account.inviteColleagues')}
          </Menu.Item>
          <Menu.Item onClick={() => setQueryParam('questionnaires', 'true')}>
            {t('account.questionnaires')}
          </Menu.Item>
          <Menu.Item
            color="red"
            onClick={async () => {
              await logout.mutateAsync().catch(() => undefined);
              window.location.assign(publicAddress());
            }}
          >
            {t('account.logOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <InviteModal
        opened={search.get('inviteColleagues') === 'true'}
        accountId={member.accountId}
        onClose={() => setQueryParam('inviteColleagues', null, { replace: true })}
      />
      <MyQuestionnairesDialog
        opened={search.get('questionnaires') === 'true'}
        onClose={() => setQueryParam('questionnaires', null, { replace: true })}
      />
      <MemberNda />
    </>
  );
}
