import { errorMessage } from '@arena/api-client';
import type { ApiCall } from '@arena/api-client';
import { AdminLtr } from '@arena/ui';
import type { DataTableColumn, DataTableLabels } from '@arena/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';

// What the passports, payouts, players and audit-log pages share: table labels, dates
// and the text of a failed call.

type TableSection = 'passports' | 'payouts' | 'reconciliation' | 'players' | 'audit';

/** The table's own words for a section (`admin.<section>.table.*`); the rest are the DataTable's. */
export function useTableLabels(section: TableSection): Partial<DataTableLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      filter: t(`admin.${section}.table.filter`, { defaultValue: t('admin.players.search.label') }),
      emptyTitle: t(`admin.${section}.table.empty`),
      noMatchesTitle: t(`admin.${section}.table.noMatches`),
      errorTitle: t(`admin.${section}.table.error`),
      pagination: t('admin.players.table.pages'),
    }),
    [t, section],
  );
}

/** Date and time in the page's language ('' for null). */
export function useDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return useCallback((iso) => (iso ? format.format(new Date(iso)) : ''), [format]);
}

/** The text of a failed call (the server's words, else the call's fallback). */
export function useFailureText(): (error: unknown, call: ApiCall) => string {
  const text = useMessageText();
  return useCallback((error, call) => text(errorMessage(error, call)) ?? '', [text]);
}

/** A queue row that belongs to a player (a passport, a payout). */
type PlayerRow = { userName: string; userEmail: string };

/** The queues' Player column: the name, and the email under it kept left-to-right; sorts by name. */
export function playerColumn<Row extends PlayerRow>(header: string): DataTableColumn<Row> {
  return {
    id: 'player',
    header,
    value: (row) => row.userName,
    // One line each, cut with an ellipsis where the column is narrow; whole in the cell's title.
    fullText: (row) => `${row.userName} ${row.userEmail}`,
    cell: (row) => (
      <span>
        <bdi>{row.userName}</bdi>
        <br />
        <AdminLtr>{row.userEmail}</AdminLtr>
      </span>
    ),
  };
}

/** The queues' text filter: the rows whose player name or email contains it (case aside); all when empty. */
export function rowsOfPlayer<Row extends PlayerRow>(rows: readonly Row[], filter: string): readonly Row[] {
  const wanted = filter.trim().toLowerCase();
  return wanted
    ? rows.filter((row) => `${row.userName} ${row.userEmail}`.toLowerCase().includes(wanted))
    : rows;
}
