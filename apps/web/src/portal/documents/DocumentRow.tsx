import { ActionIcon, Box, Button, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconFileText, IconLock } from '../../ui/icons/icons.ts';
import { MESSAGES } from '@trustfront/core';
import type { ReactNode } from 'react';
import { useRequestItemAccess } from '../access/use-portal-query.ts';
import { NewMark } from '../members/new-since-marks.tsx';
import type { PortalDocument } from './document-list.ts';
import { useOpenDocument } from './use-open-document.ts';
import { FileNameTooltip } from '../../shared/documents/FileNameTooltip.tsx';
import { useFormat, useT } from '../i18n/use-t.tsx';

/** The least room a document's icon and name keep beside its actions. */
const NAME_MIN_WIDTH = '10rem';

/** An icon button whose label is both its tooltip and its accessible name. */
function DocumentAction({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} openDelay={300}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** One document: its name and item, then 'Get access' when locked, else view and download. */
export function DocumentRow({ doc }: { doc: PortalDocument }) {
  const t = useT();
  const format = useFormat();
  const requestAccess = useRequestItemAccess();
  const { handleView, handleDownload, hrefOf } = useOpenDocument();

  return (
    <Group
      justify="space-between"
      gap="sm"
      py={6}
      data-testid="document-row"
      data-file-id={doc.fileId}
    >
      {/*
       * The name gives way (cut with an ellipsis) down to NAME_MIN_WIDTH; on narrower rows the
       * actions, always whole, go to the next line.
       */}
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: `1 1 ${NAME_MIN_WIDTH}` }}>
        <ThemeIcon variant="light" color={doc.isUnlocked ? 'blue' : 'gray'} size="md">
          {doc.isUnlocked ? <IconFileText size={16} /> : <IconLock size={16} />}
        </ThemeIcon>
        <Box miw={0}>
          <Group gap={6} wrap="nowrap">
            <FileNameTooltip name={doc.originalName}>
              <Text size="sm" fw={500} truncate="end">
                {doc.originalName}
              </Text>
            </FileNameTooltip>
            <NewMark id={doc.fileId} />
          </Group>
          <Text size="xs" c="dimmed" truncate="end">
            {doc.itemTitle}
            {doc.updatedAt ? (
              <span data-testid="document-updated">
                {' · '}
                {t('documents.updated', { date: format.letterDate(doc.updatedAt) })}
              </span>
            ) : null}
          </Text>
        </Box>
      </Group>
      {doc.isUnlocked ? (
        <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
          <DocumentAction
            label={t('documents.view', { name: doc.originalName })}
            icon={<IconEye size={18} />}
            onClick={() => void handleView(doc)}
          />
          {doc.canDownload ? (
            <DocumentAction
              label={t('documents.download', { name: doc.originalName })}
              icon={<IconDownload size={18} />}
              onClick={() => void handleDownload(doc)}
            />
          ) : null}
          {/* Without JavaScript the buttons do nothing: plain links open the document instead. */}
          <noscript>
            <a href={hrefOf(doc, 'inline')} data-testid="document-link">
              {t('documents.view', { name: doc.originalName })}
            </a>
            {doc.canDownload ? (
              <>
                {' · '}
                <a href={hrefOf(doc, 'attachment')}>
                  {t('documents.download', { name: doc.originalName })}
                </a>
              </>
            ) : null}
          </noscript>
        </Group>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconLock size={14} />}
          onClick={() => requestAccess(doc)}
          ml="auto"
          style={{ flexShrink: 0 }}
        >
          {MESSAGES.getAccess}
        </Button>
      )}
    </Group>
  );
}
