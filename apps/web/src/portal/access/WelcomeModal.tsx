/**
 * The welcome modal after a member's first sign-in (docs/access.md, Member features): 'Let's Go'
 * and legal links.
 */
import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { TMemberInfo } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';

export interface WelcomeModalProps {
  opened: boolean;
  onClose: () => void;
  orgName: string;
  portalTitle: string;
  member: TMemberInfo | null;
}

function LegalLinks(props: { who: string; terms: string | null; privacy: string | null }) {
  const t = useT();
  const candidates: { label: string; href: string | null }[] = [
    { label: t('access.termsOfService'), href: props.terms },
    { label: t('access.privacyPolicy'), href: props.privacy },
  ];
  const links = candidates.flatMap((l) => (l.href ? [{ label: l.label, href: l.href }] : []));
  if (links.length === 0) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {props.who}:
      </Text>
      {links.map((l) => (
        <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" size="sm">
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}

export default function WelcomeModal({
  opened,
  onClose,
  orgName,
  portalTitle,
  member,
}: WelcomeModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} size="md" withCloseButton={false} centered>
      <Stack gap="md" data-testid="welcome-modal">
        <Title order={2} size="h3">
          {t('access.welcomeTitle', { org: orgName, portal: portalTitle })}
        </Title>
        {member ? (
          <Text>
            {t('access.greeting', {
              name: member.firstName,
              review: t('account.reviewOf', { account: member.accountName, org: orgName }),
            })}
          </Text>
        ) : null}
        {member ? (
          <>
            <LegalLinks
              who="Trustfront"
              terms={member.platformTermsUrl}
              privacy={member.platformPrivacyUrl}
            />
            <LegalLinks who={orgName} terms={member.termsUrl} privacy={member.privacyUrl} />
          </>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('access.letsGo')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
