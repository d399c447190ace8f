import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';

/**
 * A settings page's draft of what was saved: edited in place, sent by the form's submit, and
 * replaced by what the server kept, with `savedMessage` shown once it is saved.
 */
export function useSettingsDraft<T>(
  saved: T,
  save: UseMutationResult<T, Error, T>,
  savedMessage: string,
) {
  const [draft, setDraft] = useState<T>(saved);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (kept) => {
        setDraft(kept);
        notifications.show({ color: 'green', message: savedMessage });
      },
    });
  };
  return { draft, setDraft, handleSubmit };
}
