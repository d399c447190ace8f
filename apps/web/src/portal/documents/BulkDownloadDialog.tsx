/**
 * The bulk download dialog (docs/documents.md, Bulk download): documents grouped by item,
 * select-all, and a state machine (core's bulkDownloadReducer) through loading, success, partial
 * success and error. The parent remounts it on every opening, which resets its state.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '../../ui/icons/icons.ts';
import {
  BULK_DOWNLOAD_IDLE,
  MESSAGES,
  bulkDownloadReducer,
  failedDocumentNames,
  isAllSelected,
  type TBulkDownloadFile,
} from '@trustfront/core';
import { useMemo, useReducer, useRef, useState } from 'react';
import { AppError } from '../../api/client.ts';
import { useBulkDownload } from '../../api/documents.ts';
import { usePortal } from '../portal-context.tsx';
import type { PortalDocument } from './document-list.ts';
import { useDocumentCaller } from './use-open-document.ts';
import { FileNameTooltip } from '../../shared/documents/FileNameTooltip.tsx';
import { useT } from '../i18n/use-t.tsx';

interface BulkDownloadDialogProps {
  opened: boolean;
  onClose: () => void;
  documents: readonly PortalDocument[];
}

/** Documents grouped under their item, in list order. */
function groupByItem(documents: readonly PortalDocument[]) {
  const groups = new Map<string, { title: string; documents: PortalDocument[] }>();
  for (const doc of documents) {
    const group = groups.get(doc.itemUid) ?? { title: doc.itemTitle, documents: [] };
    group.documents.push(doc);
    groups.set(doc.itemUid, group);
  }
  return [...groups.entries()].map(([itemUid, group]) => ({ itemUid, ...group }));
}

export function BulkDownloadDialog({ opened, onClose, documents }: BulkDownloadDialogProps) {
  const t = useT();
  const { view } = usePortal();
  const productId = view.product.productId;
  const bulkDownload = useBulkDownload(useDocumentCaller());
  const [state, dispatch] = useReducer(bulkDownloadReducer, BULK_DOWNLOAD_IDLE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectAllUsed, setSelectAllUsed] = useState(false);
  const request = useRef<AbortController | null>(null);

  const groups = useMemo(() => groupByItem(documents), [documents]);
  const downloadableIds = useMemo(
    () => documents.filter((d) => d.canDownload).map((d) => d.fileId),
    [documents],
  );
  const allSelected = isAllSelected(selected, downloadableIds);
  const isLoading = state.status === 'loading';

  const handleSelectAll = (checked: boolean) => {
    setSelectAllUsed(checked);
    setSelected(new Set(checked ? downloadableIds : []));
  };

  const handleToggle = (fileId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(fileId);
    else next.delete(fileId);
    setSelected(next);
  };

  /** Sends the selection; the zip opens through the answered link. */
  const run = async () => {
    const controller = new AbortController();
    request.current = controller;
    const files: TBulkDownloadFile[] = documents
      .filter((d) => d.canDownload && selected.has(d.fileId))
      .map((d) => ({
        itemUid: d.itemUid,
        fileId: d.fileId,
        ...(d.generated ? { generated: true } : {}),
      }));
    try {
      const result = await bulkDownload.mutateAsync({
        request: { files, productId, selectAllUsed: selectAllUsed && allSelected },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      dispatch(
        result.failedFileIds.length > 0
          ? {
              type: 'partial_success',
              successCount: result.successCount,
              failedFileIds: result.failedFileIds,
            }
          : { type: 'success', successCount: result.successCount },
      );
      window.location.assign(result.fileUrl);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof AppError && error.code === 'nothing_to_download') {
        const failedFileIds = files.map((f) => f.fileId);
        dispatch({ type: 'partial_success', successCount: 0, failedFileIds });
        return;
      }
      console.error(MESSAGES.downloadingFailed, error);
      dispatch({ type: 'error' });
    }
  };

  const handleDownload = () => {
    dispatch({ type: 'begin_download', selectedCount: selected.size });
    void run();
  };

  const handleRetry = () => {
    dispatch({ type: 'retry' });
    void run();
  };

  const handleCancel = () => {
    request.current?.abort();
    dispatch({ type: 'cancel' });
  };

  const handleClose = () => {
    if (!isLoading) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={state.status === 'error' ? MESSAGES.errorDownloading : t('documents.bulkDownload')}
      size="lg"
      closeOnClickOutside={!isLoading}
      closeOnEscape={!isLoading}
      withCloseButton={!isLoading}
    >
      <Stack gap="md" data-testid="bulk-download-dialog" data-state={state.status}>
        {state.status === 'idle' ? (
          <>
            <Checkbox
              label={t('documents.selectAll')}
              checked={allSelected}
              indeterminate={selected.size > 0 && !allSelected}
              disabled={downloadableIds.length === 0}
              onChange={(event) => handleSelectAll(event.currentTarget.checked)}
            />
            <ScrollArea.Autosize mah="50vh" offsetScrollbars>
              <Stack gap="md">
                {groups.map((group) => (
                  <Stack key={group.itemUid} gap={6}>
                    <Text size="sm" fw={600}>
                      {group.title}
                    </Text>
                    {group.documents.map((doc) =>
                      doc.canDownload ? (
                        <Checkbox
                          key={doc.fileId}
                          pl="md"
                          label={
                            <FileNameTooltip name={doc.originalName}>
                              <span>{doc.originalName}</span>
                            </FileNameTooltip>
                          }
                          checked={selected.has(doc.fileId)}
                          onChange={(event) =>
                            handleToggle(doc.fileId, event.currentTarget.checked)
                          }
                        />
                      ) : (
                        <Group key={doc.fileId} pl="md" gap="xs" wrap="nowrap">
                          <IconLock size={14} aria-hidden />
                          <Text size="sm" c="dimmed">
                            <FileNameTooltip name={doc.originalName}>
                              <span>{doc.originalName}</span>
                            </FileNameTooltip>{' '}
                            · {doc.isUnlocked ? t('documents.viewOnly') : t('documents.locked')}
                          </Text>
                        </Group>
                      ),
                    )}
                  </Stack>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose}>
                {t('documents.cancel')}
              </Button>
              <Button
                disabled={selected.size === 0 || isLoading || bulkDownload.isPending}
                onClick={handleDownload}
              >
                {t('documents.downloadSelected', { count: selected.size })}
              </Button>
            </Group>
          </>
        ) : null}

        {state.status === 'loading' ? (
          <>
            <Group gap="sm">
              <Loader size="sm" />
              <Text size="sm">{t('documents.preparing', { count: state.selectedCount })}</Text>
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={handleCancel}>
                {t('documents.cancel')}
              </Button>
            </Group>
          </>
        ) : null}

        {state.status === 'success' ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            {t('documents.downloadStarted', { count: state.successCount })}
          </Alert>
        ) : null}

        {state.status === 'partial_success' ? (
          <>
            {state.successCount > 0 ? (
              <Text size="sm">{t('documents.downloadStarted', { count: state.successCount })}</Text>
            ) : null}
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              title={MESSAGES.failedToDownloadN(state.failedFileIds.length)}
            >
              <List size="sm">
                {failedDocumentNames(state.failedFileIds, documents).map((name, i) => (
                  <List.Item key={`${name}-${i}`}>{name}</List.Item>
                ))}
              </List>
            </Alert>
          </>
        ) : null}

        {state.status === 'error' ? (
          <>
            <Text size="sm">{t('documents.errorBody')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => dispatch({ type: 'reset' })}>
                {t('documents.cancel')}
              </Button>
              <Button onClick={handleRetry}>{t('documents.retry')}</Button>
            </Group>
          </>
        ) : null}

        {state.status === 'success' || state.status === 'partial_success' ? (
          <Group justify="flex-end">
            <Button onClick={handleClose}>{t('documents.close')}</Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
