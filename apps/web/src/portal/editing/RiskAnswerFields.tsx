/**
 * A risk profile item's answer in the drawer's edit form (docs/editing.md, Risk profile): a choice
 * among the item's own; for the recovery objectives a range (24-48 hours, 48-72 hours, 4-7 days) or
 * a custom time, a number from 0 to 99 in minutes, hours or days (12 hours at first).
 */
import { Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  CUSTOM_RECOVERY_MAX,
  CUSTOM_RECOVERY_MIN,
  RECOVERY_RANGE_LABELS,
  RECOVERY_RANGES,
  RISK_CHOICES,
  RISK_ITEM_QUESTIONS,
  TIME_UNITS,
  riskChoiceLabel,
  type RiskDraft,
  type RiskItem,
  type TimeUnit,
} from '@trustfront/core';
import type { DraftErrors } from './card-editor-state.ts';

const RANGE_OPTIONS = RECOVERY_RANGES.map((r) => ({ value: r, label: RECOVERY_RANGE_LABELS[r] }));
const UNIT_OPTIONS = TIME_UNITS.map((u) => ({ value: u, label: u }));

export function RiskAnswerFields({
  item,
  value,
  errors,
  onChange,
}: {
  item: RiskItem;
  value: RiskDraft;
  errors: DraftErrors;
  onChange: (next: RiskDraft) => void;
}) {
  const set = <K extends keyof RiskDraft>(key: K, next: RiskDraft[K]) =>
    onChange({ ...value, [key]: next });
  const choices = RISK_CHOICES[item].map((c) => ({ value: c, label: riskChoiceLabel(c) }));
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {RISK_ITEM_QUESTIONS[item]}
      </Text>
      <Group align="flex-start" gap="md">
        <Select
          label="Answer"
          data={choices}
          value={value.choice || null}
          allowDeselect={false}
          error={errors.choice}
          onChange={(v) => v && set('choice', v)}
          style={{ flex: '1 1 12rem' }}
        />
        {value.choice === 'range' ? (
          <Select
            label="Range"
            data={RANGE_OPTIONS}
            value={value.range}
            allowDeselect={false}
            error={errors.range}
            onChange={(v) => v && set('range', v)}
          />
        ) : null}
        {value.choice === 'custom' ? (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <NumberInput
              label="Time"
              w="6.5rem"
              min={CUSTOM_RECOVERY_MIN}
              max={CUSTOM_RECOVERY_MAX}
              clampBehavior="none"
              value={value.amount}
              error={errors.amount}
              onChange={(v) => set('amount', String(v))}
            />
            <Select
              label="Unit"
              w="8rem"
              data={UNIT_OPTIONS}
              value={value.unit}
              allowDeselect={false}
              onChange={(v) => v && set('unit', v as TimeUnit)}
            />
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
