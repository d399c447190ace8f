import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the asynchronous clipboard API. The status says 'copied' or 'failed' (no
 * clipboard outside a secure context, or permission refused) for `resetMs`, then 'idle' again.
 */
export function useCopyToClipboard(resetMs: number) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      window.clearTimeout(timer.current);
      let copied = false;
      try {
        if (window.isSecureContext && typeof navigator.clipboard?.writeText === 'function') {
          await navigator.clipboard.writeText(text);
          copied = true;
        }
      } catch {
        copied = false;
      }
      setStatus(copied ? 'copied' : 'failed');
      timer.current = window.setTimeout(() => setStatus('idle'), resetMs);
      return copied;
    },
    [resetMs],
  );

  return { status, copy };
}
