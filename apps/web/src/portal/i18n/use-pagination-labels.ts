/**
 * A paged list's words in the page's language: the 'from–to of total' line and the names of the
 * pagination's arrow buttons (ui/table-pager.tsx, ui/pagination-labels.ts say them in English).
 */
import { useMemo } from 'react';
import { useFormat, useT } from './use-t.tsx';

export type PaginationControl = 'first' | 'previous' | 'next' | 'last';

export function usePaginationLabels() {
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => ({
      range: (from: number, to: number, total: number) =>
        t('pager.range', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(total),
        }),
      controlProps: (control: PaginationControl) => ({ 'aria-label': t(`pager.${control}`) }),
    }),
    [t, format],
  );
}
