/**
 * The member's working place at the top of the portal (account mode): 'Submit a questionnaire'
 * and 'Send data to TPRM' (spec 2 §2 "Other panels"). Loaded as its own chunk, in account mode
 * only; each dialog is a chunk of its own too.
 */
import { Button, Group, Paper } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { MEMBER_MESSAGES as M } from '@trustfront/core';
import { useState } from 'react';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';

const QuestionnaireDialog = lazyDialog(
  async () => (await import('./QuestionnaireDialog.tsx')).default,
);

export default function MemberBar() {
  const [open, setOpen] = useState<'questionnaire' | null>(null);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="member-bar">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconFileUpload size={16} />}
          onClick={() => setOpen('questionnaire')}
        >
          {M.submitQuestionnaire}
        </Button>
      </Group>
      <QuestionnaireDialog opened={open === 'questionnaire'} onClose={() => setOpen(null)} />
    </Paper>
  );
}
