import { useClipboard, useTimeout } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Mantine's `useClipboard` read as one status for copy buttons: 'copied' or 'failed' (no
 * clipboard outside a secure context, or permission refused) for `timeout` ms, then 'idle' again.
 * `onFailed` runs on every failed copy (to offer the address bar instead).
 */
export function useClipboardStatus(timeout: number, onFailed?: () => void) {
  const { copy, copied, error, reset } = useClipboard({ timeout });
  // Mantine forgets a success after `timeout`; a failure is forgotten after the same time.
  const { start, clear } = useTimeout(reset, timeout);
  const handleFailed = useEffectEvent(() => onFailed?.());

  useEffect(() => {
    if (!error) return;
    handleFailed();
    start();
    return clear;
  }, [error, start, clear]);

  const status: CopyStatus = copied ? 'copied' : error ? 'failed' : 'idle';
  return { status, copy: (text: string) => copy(text) };
}
