/**
 * The Trusted By card in edit mode (docs/editing.md, Company entries): its companies, each with
 * Remove (after a confirmation), and the company picker to add one. Each change is saved at once.
 */
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '../../../ui/icons/icons.ts';
import {
  ADMIN_MESSAGES,
  COMPANY_MESSAGES as M,
  MESSAGES,
  validateCompanyEntry,
  type TCardView,
  type TCompanyPick,
} from '@trustfront/core';
import { useState } from 'react';
import { useAddCompany, useRemoveCompany } from '../../../api/companies.ts';
import { CompanyLogo } from '../../cards/CompanyLogo.tsx';
import { companyItems, type CompanyItem } from '../../cards/kinds/company-items.ts';
import { usePortal } from '../../portal-context.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { CompanyPicker } from './CompanyPicker.tsx';

export function TrustedByEditor({ card, onDone }: { card: TCardView; onDone: () => void }) {
  const { view } = usePortal();
  const productId = view.product.productId;
  const add = useAddCompany(productId, 'TrustedBy');
  const remove = useRemoveCompany(productId);
  const [pick, setPick] = useState<TCompanyPick | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<CompanyItem | null>(null);
  const companies = companyItems(card.items);

  const handleAdd = () => {
    const found = validateCompanyEntry({ company: pick });
    setError(found.company);
    if (!pick || found.company) return;
    add.mutate(
      { company: pick },
      {
        onSuccess: () => {
          setPick(null);
          setPickerKey((k) => k + 1);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const handleRemove = (item: CompanyItem) => {
    setRemoving(null);
    remove.mutate(item.itemUid);
  };

  return (
    <Stack gap="sm" data-testid="trusted-by-editor">
      {companies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MESSAGES.trustedByEmpty}
        </Text>
      ) : null}
      {companies.map((item) => (
        <Paper key={item.itemUid} withBorder p="xs" data-testid="company-entry">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <CompanyLogo company={item.company} size={30} />
              <Text size="sm" fw={500}>
                {item.company.name}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${M.removeCompany}: ${item.company.name}`}
              onClick={() => setRemoving(item)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {remove.isError ? <Alert color="red" title={M.saveFailed} /> : null}
      <Group align="flex-start" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <CompanyPicker
            key={pickerKey}
            value={pick}
            error={error}
            onChange={(next) => {
              setPick(next);
              if (next) setError(undefined);
            }}
          />
        </div>
        <Button mt={25} onClick={handleAdd} loading={add.isPending}>
          {M.addCompany}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {M.done}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={M.removeCompany}
        body={removing ? M.removeCompanyBody(removing.company.name) : ''}
        confirm={M.remove}
        cancel={ADMIN_MESSAGES.cancel}
        color="red"
        onConfirm={() => removing && handleRemove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
