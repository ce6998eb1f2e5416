// The accessible names of a MUI Pagination's buttons in the console's language (docs/admin.md#indexed-figures).
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

type Item = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

export function usePageItemLabel() {
  const translate = useTranslate();
  return useCallback(
    (type: Item, page: number | null, selected: boolean) =>
      type.endsWith('ellipsis')
        ? '…'
        : translate(`admin.paging.${type === 'page' && selected ? 'current' : type}`, { page: page ?? 0 }),
    [translate],
  );
}
