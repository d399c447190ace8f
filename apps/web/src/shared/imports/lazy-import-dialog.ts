/** The import dialog as a lazy chunk: a page that offers an import loads none of its code. */
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import type { ImportDialogProps } from './ImportDialog.tsx';

export const LazyImportDialog = lazyDialog<ImportDialogProps>(
  async () => (await import('./ImportDialog.tsx')).default,
);
