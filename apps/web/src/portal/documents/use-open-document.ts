/** Viewing (new tab, inline) and downloading (attachment) one document, with the failure toast. */
import { notifications } from '@mantine/notifications';
import { LIMITS, MESSAGES } from '@trustfront/core';
import { useMemo } from 'react';
import { checkDocument, documentFileUrl, type DocumentCaller } from '../../api/documents.ts';
import { usePortal } from '../portal-context.tsx';
import type { PortalDocument } from './document-list.ts';

const notifyFailure = () =>
  notifications.show({
    color: 'red',
    message: MESSAGES.documentDownloadFailed,
    autoClose: LIMITS.errorToastMs,
  });

/** The caller of the current portal, as document links need it. */
export function useDocumentCaller(): DocumentCaller {
  const { orgSlug, view, accountId, permissionProfileId } = usePortal();
  return useMemo(
    () => ({ orgSlug, mode: view.mode, accountId, permissionProfileId }),
    [orgSlug, view.mode, accountId, permissionProfileId],
  );
}

export function useOpenDocument() {
  const caller = useDocumentCaller();
  const { view } = usePortal();
  const productId = view.product.productId;

  return useMemo(() => {
    const refOf = (doc: PortalDocument) => ({
      productId,
      itemUid: doc.itemUid,
      fileId: doc.fileId,
    });

    /**
     * Opens the tab inside the click (so no pop-up blocker stops it), checks the document, then
     * points the tab at it; a refused or failed check closes the tab and says so.
     */
    const handleView = async (doc: PortalDocument) => {
      const tab = window.open('', '_blank');
      try {
        await checkDocument(caller, refOf(doc), 'inline');
      } catch {
        tab?.close();
        notifyFailure();
        return;
      }
      if (!tab) {
        notifyFailure();
        return;
      }
      tab.opener = null;
      tab.location.href = documentFileUrl(caller, refOf(doc), 'inline');
    };

    /** Checks first so that a refusal shows a toast instead of an error page. */
    const handleDownload = async (doc: PortalDocument) => {
      try {
        await checkDocument(caller, refOf(doc), 'attachment');
      } catch {
        notifyFailure();
        return;
      }
      window.location.assign(documentFileUrl(caller, refOf(doc), 'attachment'));
    };

    /** The document's own address, for a reader without JavaScript (a link, no check first). */
    const hrefOf = (doc: PortalDocument, disposition: 'inline' | 'attachment') =>
      documentFileUrl(caller, refOf(doc), disposition);

    return { handleView, handleDownload, hrefOf };
  }, [caller, productId]);
}
