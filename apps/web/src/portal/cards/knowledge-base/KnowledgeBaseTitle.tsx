import { Group, ThemeIcon, Title } from '@mantine/core';
import { IconMessageQuestion } from '../../../ui/icons/icons.ts';
import { useT } from '../../i18n/use-t.tsx';

/** The knowledge base's icon, before its title on the section and on the full dialog. */
export function KnowledgeBaseIcon() {
  return (
    <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
      <IconMessageQuestion size={18} stroke={1.7} />
    </ThemeIcon>
  );
}

/** 'Knowledge Base' with its icon, the section's h3. */
export function KnowledgeBaseTitle() {
  const t = useT();
  return (
    <Group gap="sm" wrap="nowrap">
      <KnowledgeBaseIcon />
      <Title order={3} size="h4">
        {t('knowledgeBase.title')}
      </Title>
    </Group>
  );
}
