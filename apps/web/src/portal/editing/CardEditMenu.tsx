/**
 * A card's editing menu in main mode (docs/editing.md, Editing permissions, Ordering and Card
 * actions): hide or show, display text, empty placeholder, title, re-order items and card icon,
 * each offered as the editing rule decides for the staff member, the plan and the card kind. Loaded
 * as a lazy chunk.
 */
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDotsVertical } from '../../ui/icons/icons.ts';
import {
  ADMIN_MESSAGES as M,
  CARD_DEFAULT_TITLES,
  decideEdit,
  ZCardTitle,
  ZDisplayText,
  ZPlaceholder,
  type CardKind,
  type EditAction,
  type IntegrationProvider,
  type TCardView,
} from '@trustfront/core';
import { useState } from 'react';
import { usePatchCard, useEditCaller } from '../../api/card-editing.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { usePortal } from '../portal-context.tsx';
import { TextFieldDialog } from './TextFieldDialog.tsx';

const ReorderItemsDialog = lazyDialog(() =>
  import('./ReorderItemsDialog.tsx').then((m) => m.ReorderItemsDialog),
);

const CardIconDialog = lazyDialog(() =>
  import('./CardIconDialog.tsx').then((m) => m.CardIconDialog),
);

const IntegrationDialog = lazyDialog(() =>
  import('./IntegrationDialog.tsx').then((m) => m.IntegrationDialog),
);

/**
 * The integration feeding a card kind, with the editing action it needs (docs/integrations.md,
 * Connecting).
 */
const CARD_INTEGRATIONS: Partial<
  Record<CardKind, { provider: IntegrationProvider; action: EditAction; label: string }>
> = {
  ApplicationSecurity: {
    provider: 'hackerone',
    action: { type: 'bugBounty' },
    label: M.bugBountyIntegration,
  },
  Infrastructure: {
    provider: 'statuspageio',
    action: { type: 'statusPage' },
    label: M.statusPageIntegration,
  },
};

type Dialog = 'displayText' | 'placeholder' | 'title' | 'reorder' | 'icon' | 'integration' | null;

export default function CardEditMenu({ card }: { card: TCardView }) {
  const { view } = usePortal();
  const caller = useEditCaller();
  const patch = usePatchCard(view.product.productId, card.kind);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!caller) return null;

  const entry = (action: EditAction, label: string, onClick: () => void) => {
    const decision = decideEdit(caller, action);
    if (!decision.allowed && decision.reason !== 'plan') return null;
    const item = (
      <Menu.Item key={label} onClick={onClick} disabled={!decision.allowed}>
        {label}
      </Menu.Item>
    );
    return decision.allowed ? (
      item
    ) : (
      <Tooltip key={label} label={M.upgradePlan} position="left">
        <div>{item}</div>
      </Tooltip>
    );
  };
  const kind = card.kind;
  const integration = CARD_INTEGRATIONS[kind];

  const toggleHidden = async () => {
    try {
      await patch.mutateAsync({ hidden: !card.hidden });
      notifications.show({ color: 'green', message: card.hidden ? M.cardShown : M.cardHidden });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  const save = (body: Parameters<typeof patch.mutateAsync>[0], message?: string) => async () => {
    await patch.mutateAsync(body);
    if (message) notifications.show({ color: 'green', message });
  };
  const close = () => setDialog(null);

  const entries = [
    entry({ type: 'renameCard', kind }, 'Rename card', () => setDialog('title')),
    entry({ type: 'card', action: 'displayText', kind }, M.editDisplayText, () =>
      setDialog('displayText'),
    ),
    entry({ type: 'card', action: 'editPlaceholder', kind }, M.setPlaceholder, () =>
      setDialog('placeholder'),
    ),
    entry({ type: 'card', action: 'reorderCardItems', kind }, M.reorderItems(card.title), () =>
      setDialog('reorder'),
    ),
    entry({ type: 'card', action: 'changeIcon', kind }, M.changeIcon, () => setDialog('icon')),
    integration
      ? entry(integration.action, integration.label, () => setDialog('integration'))
      : null,
    entry({ type: 'card', action: 'hide', kind }, card.hidden ? M.showCard : M.hideCard, () => {
      void toggleHidden();
    }),
  ].filter(Boolean);
  if (entries.length === 0) return null;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${card.title} card`}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{entries}</Menu.Dropdown>
      </Menu>
      <TextFieldDialog
        opened={dialog === 'displayText'}
        onClose={close}
        title={M.editDisplayText}
        label="Display text"
        description={M.displayTextHelper}
        initial={card.displayText ?? ''}
        schema={ZDisplayText}
        onSave={(value) => save({ displayText: value }, M.displayTextUpdated)()}
      />
      <TextFieldDialog
        opened={dialog === 'placeholder'}
        onClose={close}
        title={M.setPlaceholder}
        label="Placeholder text"
        multiline
        initial={card.placeholder ?? ''}
        schema={ZPlaceholder}
        onSave={(value) => save({ placeholder: value }, M.placeholderUpdated)()}
      />
      <TextFieldDialog
        opened={dialog === 'title'}
        onClose={close}
        title="Rename card"
        label="Card title"
        description={M.titleTooltip}
        initial={card.title}
        schema={ZCardTitle}
        onSave={(value) =>
          save({ title: value.trim() === CARD_DEFAULT_TITLES[kind] ? null : value })()
        }
      />
      <ReorderItemsDialog opened={dialog === 'reorder'} onClose={close} card={card} />
      <CardIconDialog opened={dialog === 'icon'} onClose={close} card={card} />
      {integration ? (
        <IntegrationDialog
          opened={dialog === 'integration'}
          onClose={close}
          provider={integration.provider}
          productId={view.product.productId}
        />
      ) : null}
    </>
  );
}
