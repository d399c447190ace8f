/**
 * A Reports item's bridge letter in the drawer's edit form (docs/documents.md, Bridge letters):
 * offered or not, its type (SOC 1 or SOC 2), content and signer, each required while it is offered
 * ('Letter Content is required', 'Signer Name is required', 'Signer Title is required'). Behind
 * the plan's feature: 'Upgrade your plan to unlock this feature'.
 */
import {
  Fieldset,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ADMIN_MESSAGES as M, type TBridgeLetter } from '@trustfront/core';
import { newBridgeLetter, type DraftErrors } from './card-editor-state.ts';

export function BridgeLetterFields({
  value,
  allowed,
  errors,
  onChange,
}: {
  value: TBridgeLetter | null;
  /** The plan offers bridge letters. */
  allowed: boolean;
  errors: DraftErrors;
  onChange: (next: TBridgeLetter | null) => void;
}) {
  const enabled = Boolean(value?.letterEnabled);
  const set = <K extends keyof TBridgeLetter>(key: K, next: TBridgeLetter[K]) =>
    value && onChange({ ...value, [key]: next });
  return (
    <Fieldset legend={M.bridgeLetter} data-testid="bridge-letter" p="xs">
      <Stack gap="xs">
        <Switch
          label={M.bridgeLetterEnabled}
          description={allowed ? undefined : M.upgradePlan}
          disabled={!allowed && !enabled}
          checked={enabled}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            onChange(value ? { ...value, letterEnabled: on } : on ? newBridgeLetter() : null);
          }}
        />
        {value && enabled ? (
          <>
            <SegmentedControl
              size="xs"
              aria-label={M.letterType}
              value={value.letterType}
              data={['SOC 1', 'SOC 2']}
              onChange={(next) => set('letterType', next === 'SOC 1' ? 'SOC 1' : 'SOC 2')}
            />
            <Textarea
              label={M.letterContent}
              withAsterisk
              autosize
              minRows={3}
              maxLength={20_000}
              value={value.letterContent}
              error={errors.letterContent}
              onChange={(e) => set('letterContent', e.currentTarget.value)}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={M.signerName}
                withAsterisk
                maxLength={200}
                value={value.signerName}
                error={errors.signerName}
                onChange={(e) => set('signerName', e.currentTarget.value)}
              />
              <TextInput
                label={M.signerTitle}
                withAsterisk
                maxLength={200}
                value={value.signerTitle}
                error={errors.signerTitle}
                onChange={(e) => set('signerTitle', e.currentTarget.value)}
              />
            </Group>
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
