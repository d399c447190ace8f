/**
 * The cookie declaration modal (docs/portal.md, Page chrome): Cookiebot writes its declaration into
 * it.
 */
import { Modal } from '@mantine/core';
import { MEMBER_MESSAGES as M } from '@trustfront/core';
import { useCallback } from 'react';

export default function CookieDeclarationModal({
  opened,
  onClose,
  src,
}: {
  opened: boolean;
  onClose: () => void;
  src: string;
}) {
  // The modal's body mounts after it opens: the script goes in once its container exists.
  const attach = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return;
      const script = document.createElement('script');
      script.id = 'CookieDeclaration';
      script.src = src;
      script.async = true;
      container.replaceChildren(script);
    },
    [src],
  );
  return (
    <Modal opened={opened} onClose={onClose} title={M.cookieDeclaration} size="lg">
      <div ref={attach} data-testid="cookie-declaration" />
    </Modal>
  );
}
