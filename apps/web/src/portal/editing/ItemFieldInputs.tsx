/**
 * An item's own fields in the drawer's edit form (docs/editing.md, Item fields): a Reports item's
 * type and auditor, a control's maturity and recurrence, as its card kind offers them.
 */
import { Group, Select, TextInput } from '@mantine/core';
import {
  ADMIN_MESSAGES as M,
  AUDITOR_MAX_CHARS,
  ITEM_TYPES,
  itemFieldsOf,
  MATURITY_LEVELS,
  RECURRENCE_OPTIONS,
  type CardKind,
} from '@trustfront/core';
import type { DraftErrors, DraftItemFields } from './card-editor-state.ts';

const CHOICES = {
  type: { label: M.itemType, data: ITEM_TYPES },
  maturity: { label: M.maturity, data: MATURITY_LEVELS },
  recurrence: { label: M.recurrence, data: RECURRENCE_OPTIONS },
} as const;

export function ItemFieldInputs({
  kind,
  value,
  errors,
  onChange,
}: {
  kind: CardKind;
  value: DraftItemFields;
  errors: DraftErrors;
  onChange: (next: DraftItemFields) => void;
}) {
  const fields = itemFieldsOf(kind);
  if (!fields.some((f) => f !== 'bridgeLetter')) return null;
  const set = (name: keyof DraftItemFields, next: string) => onChange({ ...value, [name]: next });
  return (
    <Group grow align="flex-start" wrap="wrap">
      {(['type', 'maturity', 'recurrence'] as const)
        .filter((name) => fields.includes(name))
        .map((name) => (
          <Select
            key={name}
            label={CHOICES[name].label}
            data={[...CHOICES[name].data]}
            value={value[name] || null}
            error={errors[name]}
            clearable={name !== 'type'}
            allowDeselect={false}
            withAsterisk={name === 'type'}
            comboboxProps={{ withinPortal: true }}
            onChange={(next) => set(name, next ?? '')}
          />
        ))}
      {fields.includes('auditor') ? (
        <TextInput
          label={M.auditor}
          value={value.auditor}
          maxLength={AUDITOR_MAX_CHARS}
          // At the limit the field says why it takes no more.
          description={value.auditor.length >= AUDITOR_MAX_CHARS ? M.auditorTooLong : undefined}
          error={errors.auditor}
          onChange={(e) => set('auditor', e.currentTarget.value)}
        />
      ) : null}
    </Group>
  );
}
