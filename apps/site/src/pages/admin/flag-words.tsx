import type { AdminFlagSummary } from '@arena/contract';
import { Badge } from '@arena/ui';
import type { DataTableLabels } from '@arena/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPaths } from './admin-paths';

// What the fair-play flags pages share (issue 30, decision 0050): the flag's address, the list's words
// and the flag's status in words.

export const flagPath = (id: string) => `${adminPaths.flags}/${encodeURIComponent(id)}`;

/** The flags table's own words (`admin.flags.table.*`); the rest are the DataTable's. */
export function useFlagTableLabels(): Partial<DataTableLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      emptyTitle: t('admin.flags.table.empty'),
      noMatchesTitle: t('admin.flags.table.noMatches'),
      errorTitle: t('admin.flags.table.error'),
      pagination: t('admin.players.table.pages'),
      total: (count: number) => t('admin.flags.table.total', { count }),
    }),
    [t],
  );
}

/** Open (warning), or how it was resolved: dismissed (neutral), payouts held (warning), blocked (danger). */
export function FlagStatusBadge({ flag }: { flag: Pick<AdminFlagSummary, 'status' | 'resolution'> }) {
  const { t } = useTranslation();
  if (flag.status === 'open' || !flag.resolution) {
    return <Badge tone="warning">{t('admin.flags.status.open')}</Badge>;
  }
  const action = flag.resolution.action;
  const tone = action === 'block' ? 'danger' : action === 'hold_payouts' ? 'warning' : 'neutral';
  return <Badge tone={tone}>{t(`admin.flags.resolution.${action}`)}</Badge>;
}

/** A player's page in the console. */
export const flagPlayerPath = (id: string) => `${adminPaths.players}/${encodeURIComponent(id)}`;
