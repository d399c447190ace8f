import type { FormEvent, ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';

/**
 * The frame of a private-app settings page: a form of sections one above the other, with the
 * save's error above them when the last save failed.
 */
export function SettingsForm({
  onSubmit,
  error,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={720}>
        {error ? (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}
