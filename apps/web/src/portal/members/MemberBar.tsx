/**
 * The member's working place at the top of the portal (account mode): 'Submit a questionnaire'
 * and 'Send data to TPRM' (docs/access.md, Member features). Loaded as its own chunk, in account
 * mode only; each dialog is a chunk of its own too.
 */
import { Button, Group, Paper } from '@mantine/core';
import { IconFileUpload, IconShare } from '../../ui/icons/icons.ts';
import { useState } from 'react';
import { useMember } from '../../api/portal-access.ts';
import { useTprmPartners } from '../../api/tprm.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';

const QuestionnaireDialog = lazyDialog(
  async () => (await import('./QuestionnaireDialog.tsx')).default,
);
const TprmDialog = lazyDialog(async () => (await import('./TprmDialog.tsx')).default);

export default function MemberBar() {
  const t = useT();
  const { orgSlug } = usePortal();
  const [open, setOpen] = useState<'questionnaire' | 'tprm' | null>(null);
  const accountId = useMember(orgSlug, { enabled: true }).data?.accountId ?? null;
  // The TPRM link shows only when the organisation offers partners (docs/access.md, Member
  // features).
  const partners = useTprmPartners(accountId).data?.partners ?? [];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="member-bar">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconFileUpload size={16} />}
          onClick={() => setOpen('questionnaire')}
        >
          {t('members.submitQuestionnaire')}
        </Button>
        {partners.length > 0 ? (
          <Button
            variant="light"
            leftSection={<IconShare size={16} />}
            onClick={() => setOpen('tprm')}
          >
            {t('members.sendToTprm')}
          </Button>
        ) : null}
      </Group>
      <QuestionnaireDialog opened={open === 'questionnaire'} onClose={() => setOpen(null)} />
      {accountId ? (
        <TprmDialog
          opened={open === 'tprm'}
          onClose={() => setOpen(null)}
          accountId={accountId}
          partners={partners}
        />
      ) : null}
    </Paper>
  );
}
