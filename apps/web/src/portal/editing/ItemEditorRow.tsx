/**
 * One item in the drawer's edit form (docs/editing.md, Items and Validation; docs/access.md, Reach
 * rule): title (when it may be renamed), enabled state, access Public or Restricted with 'Hide
 * unless access granted', explanation, link, expiry date and files, or a security grade entry's
 * fields, or a risk profile item's explanation and answer; the kind's own fields (type, auditor,
 * maturity, recurrence) and a Reports item's bridge letter; a custom item's title already on another
 * card is warned of; the plan gate shows 'Upgrade your plan to unlock this feature'.
 */
import {
  ActionIcon,
  Paper,
  SegmentedControl,
  Text,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Tooltip,
  Group,
} from '@mantine/core';
import { IconTrash } from '../../ui/icons/icons.ts';
import {
  ADMIN_MESSAGES as M,
  decideEdit,
  isRiskItem,
  itemDisplayTitle,
  offersBridgeLetter,
  type CardKind,
  type EditCaller,
} from '@trustfront/core';
import type { ReactNode } from 'react';
import { toggleFile, withUpload, type DraftErrors, type ItemDraft } from './card-editor-state.ts';
import { BridgeLetterFields } from './BridgeLetterFields.tsx';
import { GradeFields } from './GradeFields.tsx';
import { ItemFieldInputs } from './ItemFieldInputs.tsx';
import { ItemFiles } from './ItemFiles.tsx';
import { RiskAnswerFields } from './RiskAnswerFields.tsx';

export type { DraftErrors };

const STATES = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'work_in_progress', label: M.inProgress },
  { value: 'not_enabled', label: 'Not enabled' },
];

export function ItemEditorRow({
  draft,
  kind,
  caller,
  errors,
  onChange,
  onRemove,
  actions,
  titleWarning,
}: {
  draft: ItemDraft;
  kind: CardKind;
  caller: EditCaller;
  errors: DraftErrors;
  onChange: (next: ItemDraft) => void;
  onRemove?: (() => void) | undefined;
  actions?: ReactNode;
  /** 'An item with this title already exists on {card}'; saving stays allowed. */
  titleWarning?: string | null;
}) {
  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) =>
    onChange({ ...draft, [key]: value });
  // A new item is titled as it is added; renaming is what the rule decides (docs/editing.md).
  const mayTitle =
    draft.isNew ||
    decideEdit(caller, { type: 'renameItem', kind, isCustom: draft.isCustom }).allowed;
  const mayRestrict = decideEdit(caller, { type: 'restrictedFiles' }).allowed;
  const restricted = draft.access !== 'public';
  const accessControl = (
    <SegmentedControl
      size="xs"
      value={restricted ? 'restricted' : 'public'}
      onChange={(v) => set('access', v === 'public' ? 'public' : 'restricted')}
      data={[
        { value: 'public', label: M.accessPublic },
        { value: 'restricted', label: M.accessRestricted, disabled: !mayRestrict && !restricted },
      ]}
      aria-label="Access"
    />
  );
  return (
    <Paper withBorder p="sm" data-testid="item-editor" data-item-uid={draft.key}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Title"
            style={{ flex: 1 }}
            value={mayTitle ? draft.title : itemDisplayTitle(kind, draft.title)}
            disabled={!mayTitle}
            error={errors.title}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          {actions}
          {onRemove ? (
            <ActionIcon variant="subtle" color="red" aria-label="Delete item" onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
        {titleWarning ? (
          <Text size="sm" c="orange.8" role="status" data-testid="title-warning">
            {titleWarning}
          </Text>
        ) : null}
        <Group gap="md" align="flex-end">
          <Select
            label="State"
            data={STATES}
            value={draft.enabledState}
            allowDeselect={false}
            onChange={(v) => v && set('enabledState', v as ItemDraft['enabledState'])}
          />
          {mayRestrict || restricted ? (
            accessControl
          ) : (
            <Tooltip label={M.upgradePlan}>
              <div>{accessControl}</div>
            </Tooltip>
          )}
          {restricted ? (
            <Switch
              label={M.hideUnlessGranted}
              checked={draft.access === 'restricted_hidden'}
              onChange={(e) =>
                set('access', e.currentTarget.checked ? 'restricted_hidden' : 'restricted')
              }
            />
          ) : null}
        </Group>
        {draft.grade ? (
          <GradeFields
            value={draft.grade}
            errors={errors}
            onChange={(grade) => set('grade', grade)}
          />
        ) : (
          <>
            <Textarea
              label="Explanation"
              autosize
              minRows={2}
              value={draft.explanation}
              onChange={(e) => set('explanation', e.currentTarget.value)}
            />
            {draft.risk && isRiskItem(draft.title) ? (
              <RiskAnswerFields
                item={draft.title}
                value={draft.risk}
                errors={errors}
                onChange={(risk) => set('risk', risk)}
              />
            ) : (
              <>
                <Group grow>
                  <TextInput
                    label="Link"
                    value={draft.href}
                    error={errors.href}
                    onChange={(e) => set('href', e.currentTarget.value)}
                  />
                  <TextInput
                    label="Expiration date"
                    placeholder="yyyy-mm-dd"
                    value={draft.expiry}
                    error={errors.expiry}
                    onChange={(e) => set('expiry', e.currentTarget.value)}
                  />
                </Group>
                <ItemFieldInputs
                  kind={kind}
                  value={draft.fields}
                  errors={errors}
                  onChange={(fields) => set('fields', fields)}
                />
                {offersBridgeLetter(kind) ? (
                  <BridgeLetterFields
                    value={draft.bridgeLetter}
                    allowed={decideEdit(caller, { type: 'bridgeLetter' }).allowed}
                    errors={errors}
                    onChange={(letter) => set('bridgeLetter', letter)}
                  />
                ) : null}
                <ItemFiles
                  files={draft.files}
                  error={errors.files}
                  mayLink={decideEdit(caller, { type: 'linkFiles' }).allowed}
                  onUploaded={(file) => onChange(withUpload(draft, file))}
                  onToggle={(fileId) => onChange(toggleFile(draft, fileId))}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
