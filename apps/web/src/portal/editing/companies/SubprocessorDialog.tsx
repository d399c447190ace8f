/**
 * Add or edit a subprocessor (docs/editing.md, Company entries):
 * the company is required ('This field is required'); purpose, location and additional details
 * are optional. An edit that keeps the company sends none, so the entry keeps its own.
 */
import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  COMPANY_MESSAGES as M,
  validateCompanyEntry,
  type CompanyEntryErrors,
  type TCompanyPick,
} from '@trustfront/core';
import { useState } from 'react';
import { useAddCompany, useUpdateCompany } from '../../../api/companies.ts';
import type { CompanyItem } from '../../cards/kinds/company-items.ts';
import { usePortal } from '../../portal-context.tsx';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { CompanyPicker } from './CompanyPicker.tsx';

type Texts = { purpose: string; location: string; additionalDetails: string };

const textsOf = (item: CompanyItem | null): Texts => ({
  purpose: item?.details.purpose ?? '',
  location: item?.details.location ?? '',
  additionalDetails: item?.details.additionalDetails ?? '',
});

export default function SubprocessorDialog({
  item,
  onClose,
}: {
  /** The subprocessor edited; null to add one. */
  item: CompanyItem | null;
  onClose: () => void;
}) {
  const { view } = usePortal();
  const productId = view.product.productId;
  const add = useAddCompany(productId, 'Subprocessors');
  const update = useUpdateCompany(productId);
  const [initial] = useState<TCompanyPick | null>(() =>
    item ? { name: item.company.name } : null,
  );
  const [company, setCompany] = useState(initial);
  const [texts, setTexts] = useState<Texts>(() => textsOf(item));
  const [errors, setErrors] = useState<CompanyEntryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = add.isPending || update.isPending;

  const handleSave = () => {
    const found = validateCompanyEntry({ company, ...texts });
    setErrors(found);
    if (!company || Object.keys(found).length > 0) return;
    const options = { onSuccess: onClose, onError: (e: Error) => setFailure(e.message) };
    setFailure(null);
    if (!item) {
      add.mutate({ company, ...texts }, options);
      return;
    }
    const unchanged = company === initial;
    update.mutate(
      { itemUid: item.itemUid, body: { ...texts, company: unchanged ? null : company } },
      options,
    );
  };

  const field = (key: keyof Texts, label: string, multiline = false) => {
    const props = {
      label,
      value: texts[key],
      error: errors[key],
      onChange: (event: { currentTarget: { value: string } }) => {
        const { value } = event.currentTarget;
        setTexts((t) => ({ ...t, [key]: value }));
      },
    };
    return multiline ? <Textarea autosize minRows={2} {...props} /> : <TextInput {...props} />;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={item ? M.editSubprocessor : M.addSubprocessor}
      centered
      zIndex={400}
      withinPortal={false}
    >
      <Stack gap="sm">
        {failure ? <Alert color="red" title={failure} /> : null}
        <CompanyPicker
          value={company}
          error={errors.company}
          onChange={(next) => {
            setCompany(next);
            if (next) setErrors((e) => ({ ...e, company: undefined }));
          }}
        />
        {field('purpose', M.purpose)}
        {field('location', M.location)}
        {field('additionalDetails', M.additionalDetails, true)}
        <DialogActions onCancel={onClose} onSave={handleSave} saving={saving} />
      </Stack>
    </Modal>
  );
}
