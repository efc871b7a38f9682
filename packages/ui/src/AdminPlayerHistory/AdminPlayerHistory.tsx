import { css, useTheme } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminActions, AdminLtr, AdminMuted, AdminSection } from '../AdminLayout';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';

export interface AdminPlayerHistoryEntry {
  id: string;
  description: string;
  /** When, already formatted in the operator's language. */
  when: string;
  /** Signed amounts already formatted, e.g. '+250 Crystals', '-100 GCoins'; empty ones are left out. */
  amounts: readonly string[];
}

export interface AdminPlayerHistoryProps {
  name: string;
  email: string;
  status: 'loading' | 'ready' | 'error';
  entries: readonly AdminPlayerHistoryEntry[];
  /** Why the history did not load, in the operator's language. */
  error?: string | undefined;
  /** The link to the player's page (the site's router link). */
  openLink: ReactNode;
  onClose: () => void;
  /** Lets the page move focus to the panel's heading when it opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Beside the payout queue: the chosen player's latest ledger entries (description, when, signed
 * amounts kept left to right), a link to the player's page and "Hide history".
 */
export function AdminPlayerHistory({
  name,
  email,
  status,
  entries,
  error,
  openLink,
  onClose,
  headingRef,
}: AdminPlayerHistoryProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <AdminSection
      title={t('admin.payouts.player.title', { name })}
      subtitle={<AdminLtr>{email}</AdminLtr>}
      {...(headingRef ? { headingRef } : {})}
    >
      {status === 'loading' ? <AdminMuted role="status">{t('admin.common.loading')}</AdminMuted> : null}
      {status === 'error' ? (
        <MessageBanner tone="error" title={t('admin.payouts.player.error')}>
          {error}
        </MessageBanner>
      ) : null}
      {status === 'ready' && entries.length === 0 ? (
        <AdminMuted>{t('admin.payouts.player.empty')}</AdminMuted>
      ) : null}
      {status === 'ready' && entries.length > 0 ? (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              // The amounts keep their width whole; the description wraps beside them (issue 34).
              css={css({
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) max-content',
                alignItems: 'start',
                gap: theme.space[3],
                paddingBlockEnd: theme.space[2],
                borderBlockEnd: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
                fontVariantNumeric: 'tabular-nums',
              })}
            >
              <span css={css({ minInlineSize: 0, overflowWrap: 'anywhere' })}>
                {entry.description}
                <br />
                <AdminMuted>{entry.when}</AdminMuted>
              </span>
              <span css={css({ display: 'grid', justifyItems: 'end', whiteSpace: 'nowrap' })}>
                {entry.amounts.map((amount) => (
                  <AdminLtr key={amount}>{amount}</AdminLtr>
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <AdminActions>
        {openLink}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('admin.payouts.player.close')}
        </Button>
      </AdminActions>
    </AdminSection>
  );
}
