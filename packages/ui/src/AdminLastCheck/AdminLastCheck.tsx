import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../Badge';

/** What the last question to the provider found (the contract's reconciliation outcomes). */
export type AdminCheckOutcome = 'waiting' | 'settled' | 'unknown' | 'no_read' | 'error';

export interface AdminLastCheckProps {
  /** When it was last checked, already formatted for the reader; null before the first check. */
  checkedAt: string | null;
  outcome: AdminCheckOutcome | null;
  /** The provider's own word (SUCCESS, paid, APPROVED …) or what went wrong; kept left to right. */
  answer: string | null;
  /** How many times it was checked. */
  checks: number;
}

const tones: Record<AdminCheckOutcome, BadgeTone> = {
  waiting: 'warning',
  settled: 'success',
  unknown: 'danger',
  no_read: 'danger',
  error: 'danger',
};

/**
 * The last check of a stuck payout or payment (decision 0044): what it found as a badge, when and how
 * many times it was checked, and the provider's answer under it; "Not checked yet" before the first.
 */
export function AdminLastCheck({ checkedAt, outcome, answer, checks }: AdminLastCheckProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const muted = css({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });
  if (checkedAt === null || outcome === null) {
    return <span css={muted}>{t('admin.reconciliation.neverChecked')}</span>;
  }
  return (
    <span css={css({ display: 'inline-grid', gap: theme.space[1], justifyItems: 'start' })}>
      <Badge tone={tones[outcome]}>{t(`admin.reconciliation.outcomes.${outcome}`)}</Badge>
      <span css={muted}>
        {/* Each part isolated, so a date in one direction never reorders the other. */}
        <bdi>{checkedAt}</bdi> · <bdi>{t('admin.reconciliation.checks', { count: checks })}</bdi>
      </span>
      {answer ? (
        <span
          dir="ltr"
          css={css({
            direction: 'ltr',
            overflowWrap: 'anywhere',
            fontFamily: theme.fonts.mono,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {answer}
        </span>
      ) : null}
    </span>
  );
}
