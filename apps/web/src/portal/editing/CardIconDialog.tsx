/**
 * 'Change {card} card icon' (docs/editing.md, Card icons and Messages): the default icon or a
 * custom one (png, jpeg or svg, 20x20, at most 1MB: a larger one is refused as it is chosen,
 * before upload); 'Custom icon is required' without a file;
 * saved or reset with its snack, 'Failed to change card icon' when that fails. A file the server
 * refuses (its type read from its content, its size, an SVG with scripts) says why under the file,
 * and the dialog stays open to choose another.
 */
import { Anchor, FileInput, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES as M, ICON_TYPES, iconFileRefusal, type TCardView } from '@trustfront/core';
import { useState } from 'react';
import { AppError } from '../../api/client.ts';
import { useCardIcon } from '../../api/card-editing.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { usePortal } from '../portal-context.tsx';

/** The statuses of a refused file: unreadable or unsafe (400), too large (413), wrong type (415). */
const FILE_REFUSALS = [400, 413, 415];

function CardIconBody({ card, onClose }: { card: TCardView; onClose: () => void }) {
  const { view } = usePortal();
  const save = useCardIcon(view.product.productId, card.kind);
  const [mode, setMode] = useState<'default' | 'custom'>(card.icon ? 'custom' : 'default');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSave = async () => {
    if (mode === 'custom' && !file) {
      setError(M.customIconRequired);
      return;
    }
    const refusal = mode === 'custom' && file ? iconFileRefusal(file) : null;
    if (refusal) {
      setError(refusal);
      return;
    }
    try {
      await save.mutateAsync(mode === 'custom' ? file : null);
      notifications.show({
        color: 'green',
        message:
          mode === 'custom' ? (
            <Text size="sm">
              {M.iconSaved}{' '}
              <Anchor component="button" size="sm" onClick={() => window.location.reload()}>
                {M.refreshPage}
              </Anchor>
            </Text>
          ) : (
            M.iconReset
          ),
      });
      onClose();
    } catch (failure) {
      // A refusal of the file itself names what is wrong with it; anything else (the network, the
      // server, a session that ended) is only the snack.
      const isRefusal = failure instanceof AppError && FILE_REFUSALS.includes(failure.status);
      if (isRefusal) setError(failure.message);
      notifications.show({
        color: 'red',
        message: isRefusal ? `${M.iconFailed}: ${failure.message}` : M.iconFailed,
      });
    }
  };

  return (
    <Stack>
      <Radio.Group value={mode} onChange={(v) => setMode(v === 'custom' ? 'custom' : 'default')}>
        <Stack gap="xs">
          <Radio value="default" label={M.useDefaultIcon} />
          <Radio value="custom" label={M.useCustomIcon} />
        </Stack>
      </Radio.Group>
      {mode === 'custom' ? (
        <FileInput
          label={M.customIcon}
          description={M.iconHint}
          accept={ICON_TYPES.join(',')}
          value={file}
          clearable
          error={error}
          onChange={(chosen) => {
            setFile(chosen);
            // Refused as it is chosen, before anything is sent.
            setError(chosen ? iconFileRefusal(chosen) : null);
          }}
        />
      ) : null}
      <DialogActions onCancel={onClose} onSave={() => void handleSave()} saving={save.isPending} />
    </Stack>
  );
}

export function CardIconDialog({
  opened,
  onClose,
  card,
}: {
  opened: boolean;
  onClose: () => void;
  card: TCardView;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={M.changeIconTitle(card.title)} centered>
      <CardIconBody card={card} onClose={onClose} />
    </Modal>
  );
}
