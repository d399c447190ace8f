/**
 * The Subprocessors card in edit mode (docs/editing.md, Company entries): the searchable table with
 * Trust feed (docs/fourth-parties.md), Edit and Delete on each row, and Add subprocessor. The dialog loads as its own chunk; a delete
 * asks first. Each change is saved at once.
 */
import { ActionIcon, Alert, Button, Group, Stack } from '@mantine/core';
import { IconCertificate, IconPencil, IconTrash } from '../../../ui/icons/icons.ts';
import {
  ADMIN_MESSAGES,
  COMPANY_MESSAGES as M,
  FOURTH_PARTY_MESSAGES,
  IMPORT_TEXTS,
  type TCardView,
} from '@trustfront/core';
import { Suspense, useState } from 'react';
import { useRemoveCompany } from '../../../api/companies.ts';
import { IMPORT_URLS } from '../../../api/imports.ts';
import { LazyImportDialog } from '../../../shared/imports/lazy-import-dialog.ts';
import { EmptyCardText } from '../../cards/EmptyCardText.tsx';
import { companyItems, type CompanyItem } from '../../cards/kinds/company-items.ts';
import { SubprocessorsTable } from '../../cards/kinds/SubprocessorsTable.tsx';
import { usePortal } from '../../portal-context.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { lazyChunk } from '../../../ui/lazy-chunk.ts';

const SubprocessorDialog = lazyChunk(() => import('./SubprocessorDialog.tsx'));
const TrustFeedDialog = lazyChunk(() => import('./TrustFeedDialog.tsx'));

type Open =
  | { type: 'add' }
  | { type: 'import' }
  | { type: 'edit'; item: CompanyItem }
  | { type: 'feed'; item: CompanyItem }
  | { type: 'delete'; item: CompanyItem };

export function SubprocessorsEditor({ card, onDone }: { card: TCardView; onDone: () => void }) {
  const { view } = usePortal();
  const remove = useRemoveCompany(view.product.productId);
  const [open, setOpen] = useState<Open | null>(null);
  const items = companyItems(card.items);

  const rowActions = (item: CompanyItem) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={FOURTH_PARTY_MESSAGES.feedAction(item.company.name)}
        onClick={() => setOpen({ type: 'feed', item })}
      >
        <IconCertificate size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`${M.editSubprocessor}: ${item.company.name}`}
        onClick={() => setOpen({ type: 'edit', item })}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${M.deleteSubprocessor}: ${item.company.name}`}
        onClick={() => setOpen({ type: 'delete', item })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );

  return (
    <Stack gap="sm" data-testid="subprocessors-editor">
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => setOpen({ type: 'import' })}>
          {IMPORT_TEXTS.importButton}
        </Button>
        <Button variant="light" onClick={() => setOpen({ type: 'add' })}>
          {M.addSubprocessor}
        </Button>
      </Group>
      {remove.isError ? <Alert color="red" title={M.saveFailed} /> : null}
      {items.length === 0 ? (
        <EmptyCardText card={card} />
      ) : (
        <SubprocessorsTable items={items} actions={rowActions} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {M.done}
        </Button>
      </Group>
      {open?.type === 'add' || open?.type === 'edit' ? (
        <Suspense fallback={null}>
          <SubprocessorDialog
            key={open.type === 'edit' ? open.item.itemUid : 'add'}
            item={open.type === 'edit' ? open.item : null}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
      {open?.type === 'feed' ? (
        <Suspense fallback={null}>
          <TrustFeedDialog key={open.item.itemUid} item={open.item} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      <LazyImportDialog
        opened={open?.type === 'import'}
        onClose={() => setOpen(null)}
        title={IMPORT_TEXTS.importSubprocessors}
        kind="subprocessors"
        url={IMPORT_URLS.subprocessors(view.product.productId)}
        invalidate={[['companies']]}
      />
      <ConfirmDialog
        opened={open?.type === 'delete'}
        title={M.deleteSubprocessor}
        body={open?.type === 'delete' ? M.deleteSubprocessorBody(open.item.company.name) : ''}
        confirm={M.delete}
        cancel={ADMIN_MESSAGES.cancel}
        color="red"
        onConfirm={() => {
          if (open?.type === 'delete') remove.mutate(open.item.itemUid);
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
