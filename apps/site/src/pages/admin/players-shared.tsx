import styled from '@emotion/styled';
import { errorMessage } from '@arena/api-client';
import type { ApiCall } from '@arena/api-client';
import type { DataTableColumn, DataTableLabels, ReasonDialogLabels } from '@arena/ui';
import { useCallback, useId, useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';

// What the passports, payouts, players and audit-log pages share: table and reason-dialog labels, dates
// and the text of a failed call.

type TableSection = 'passports' | 'payouts' | 'players' | 'audit';

/** DataTable labels from `admin.<section>.table.*` and `admin.common.*`. */
export function useTableLabels(section: TableSection): DataTableLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      filter: t(`admin.${section}.table.filter`, { defaultValue: t('admin.players.search.label') }),
      loading: t('admin.common.loading'),
      emptyTitle: t(`admin.${section}.table.empty`),
      noMatchesTitle: t(`admin.${section}.table.noMatches`),
      errorTitle: t(`admin.${section}.table.error`),
      retry: t('admin.common.retry'),
      pagination: t('admin.players.table.pages'),
      previous: t('admin.common.previous'),
      next: t('admin.common.next'),
      pageOf: (page, pages) => t('admin.common.page', { page, pages }),
    }),
    [t, section],
  );
}

/** ReasonDialog labels; `hint` says who reads the reason. */
export function useReasonLabels(confirm: string, hint: 'player' | 'audit'): ReasonDialogLabels {
  const { t } = useTranslation();
  return {
    reason: t('admin.players.reason.label'),
    reasonHint: t(hint === 'player' ? 'admin.players.reason.playerHint' : 'admin.players.reason.auditHint'),
    required: t('admin.players.reason.required'),
    confirm,
    cancel: t('admin.common.cancel'),
    close: t('admin.common.close'),
    tooShort: (count) => t('admin.players.reason.tooShort', { count }),
    counter: (length, max) => t('admin.players.reason.counter', { length, max }),
  };
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

/** Ids, emails, tags and JSON stay left-to-right inside right-to-left pages. */
export const Ltr = styled.bdi({ direction: 'ltr', unicodeBidi: 'isolate' });

/** A queue row that belongs to a player (a passport, a payout). */
type PlayerRow = { userName: string; userEmail: string };

/** The queues' Player column: the name, and the email under it kept left-to-right; sorts by name. */
export function playerColumn<Row extends PlayerRow>(header: string): DataTableColumn<Row> {
  return {
    id: 'player',
    header,
    value: (row) => row.userName,
    cell: (row) => (
      <span>
        {row.userName}
        <br />
        <Ltr>{row.userEmail}</Ltr>
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

export const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4], minInlineSize: 0 }));

export const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  alignItems: 'end',
}));

export const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
}));

export const SectionHeading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));

const Surface = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[4],
  minInlineSize: 0,
  background: theme.colors.surface,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  [theme.media.tablet]: { padding: theme.space[5] },
}));

const SurfaceTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));
const SurfaceSubtitle = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

/** A titled surface section (its h2 names it); `headingRef` lets a page move focus to it. */
export function Section({
  title,
  subtitle,
  headingRef,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Surface aria-labelledby={id}>
      <div>
        <SurfaceTitle id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </SurfaceTitle>
        {subtitle ? <SurfaceSubtitle>{subtitle}</SurfaceSubtitle> : null}
      </div>
      {children}
    </Surface>
  );
}
