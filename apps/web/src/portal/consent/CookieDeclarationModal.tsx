/**
 * The cookie declaration modal (docs/portal.md, Page chrome): Cookiebot writes its declaration into
 * it. When Cookiebot's script cannot load (blocked, offline, the provider down), the modal says
 * where the declaration comes from and that it could not be loaded, rather than staying empty.
 */
import { Alert, Modal, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useT } from '../i18n/use-t.tsx';

export default function CookieDeclarationModal({
  opened,
  onClose,
  src,
}: {
  opened: boolean;
  onClose: () => void;
  src: string;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  // The modal's body mounts after it opens: the script goes in once its container exists.
  const attach = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return;
      setFailed(false);
      const script = document.createElement('script');
      script.id = 'CookieDeclaration';
      script.src = src;
      script.async = true;
      script.onerror = () => setFailed(true);
      container.replaceChildren(script);
    },
    [src],
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('consent.declaration')} size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        {t('consent.declarationSource')}
      </Text>
      {failed ? (
        <Alert color="yellow" data-testid="cookie-declaration-failed">
          {t('consent.declarationFailed')}
        </Alert>
      ) : null}
      <div ref={attach} data-testid="cookie-declaration" />
    </Modal>
  );
}
