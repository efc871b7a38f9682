import type { DataTableLabels, ReasonDialogLabels } from '@arena/ui';
import { useTranslation } from 'react-i18next';

/** The data table's texts in the operator's language (admin.common). */
export function useTableLabels(overrides: Partial<DataTableLabels> = {}): DataTableLabels {
  const { t } = useTranslation();
  return {
    filter: t('admin.common.filter'),
    loading: t('admin.common.loading'),
    emptyTitle: t('admin.common.empty'),
    noMatchesTitle: t('admin.common.noMatches'),
    errorTitle: t('admin.common.loadFailed'),
    retry: t('admin.common.retry'),
    pagination: t('admin.common.pagination'),
    previous: t('admin.common.previous'),
    next: t('admin.common.next'),
    pageOf: (page, pages) => t('admin.common.page', { page, pages }),
    total: (count) => t('admin.common.total', { count }),
    ...overrides,
  };
}

/** The reason dialog's texts, with the action's own confirm label. */
export function useReasonLabels(confirm: string, reasonHint?: string): ReasonDialogLabels {
  const { t } = useTranslation();
  return {
    reason: t('admin.common.reason'),
    ...(reasonHint ? { reasonHint } : {}),
    required: t('admin.common.reasonRequired'),
    confirm,
    cancel: t('admin.common.cancel'),
    close: t('admin.common.close'),
    tooShort: (minLength) => t('admin.common.reasonTooShort', { count: minLength }),
    counter: (length, max) => t('admin.common.counter', { length, max }),
  };
}
