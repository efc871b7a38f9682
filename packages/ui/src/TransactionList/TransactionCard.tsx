import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { Badge } from '../Badge';
import { CrystalIcon, GCoinIcon, type Currency } from '../CurrencyAmount';
import { ChevronForwardIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { useTransactionCardWords, type TransactionStatus } from './transactionWords';

export type { TransactionStatus } from './transactionWords';

export interface TransactionMetadataEntry {
  /** The ledger's key, e.g. 'paymentKey': the card names it ('Payment reference'), or shows a key it does not know. */
  key: string;
  /** e.g. '5O190127TN364715T'; a payment method ('paypal', 'card') is named in the reader's words. */
  value: string;
}

export interface TransactionCardProps {
  /** The ledger's type, e.g. 'crystal_exchange': the card names it ('Crystal exchange'). */
  type: string;
  description: string;
  /** Signed whole amount: positive credits, negative debits. */
  amount: number;
  currency: Currency;
  balanceAfter: number;
  /** Already formatted for the locale, e.g. '12 Mar 2026, 14:05'. */
  date: string;
  /** Machine-readable date for <time>, e.g. '2026-03-12T14:05:00Z'. */
  dateTime?: string;
  status: TransactionStatus;
  metadata?: readonly TransactionMetadataEntry[];
  format?: (amount: number) => string;
}

const defaultFormat = formatCount;
const statusTones = { completed: 'success', pending: 'warning', refunded: 'neutral' } as const;

/** One wallet movement (spec §2 Transaction history, §3 Transaction). */
export function TransactionCard({
  type,
  description,
  amount,
  currency,
  balanceAfter,
  date,
  dateTime,
  status,
  metadata = [],
  format = defaultFormat,
}: TransactionCardProps) {
  const theme = useTheme();
  const words = useTransactionCardWords(format);
  const typeName = words.type(type);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const credit = amount >= 0;
  const Icon = currency === 'gcoin' ? GCoinIcon : CrystalIcon;

  return (
    <article
      aria-label={`${typeName}: ${description}`}
      css={css`
        display: grid;
        gap: ${theme.space[2]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: theme.space[3],
        }}
      >
        <div css={{ display: 'grid', gap: theme.space[1], minInlineSize: 0 }}>
          <span css={{ fontWeight: theme.fontWeights.semibold }}>{typeName}</span>
          <span
            css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' }}
          >
            {description}
          </span>
        </div>
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[1]};
            flex-shrink: 0;
            color: ${credit ? theme.colors.success : theme.colors.danger};
            font-size: ${theme.fontSizes.lg};
            font-weight: ${theme.fontWeights.bold};
            font-variant-numeric: tabular-nums;
            white-space: nowrap;
          `}
        >
          <span css={{ display: 'inline-flex', color: theme.colors[currency] }}>
            <Icon />
          </span>
          <span aria-hidden="true" dir="ltr">
            {credit ? '+' : '\u2212'}
            {format(Math.abs(amount))}
          </span>
          <VisuallyHidden>{words.amount(amount, currency)}</VisuallyHidden>
        </span>
      </div>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space[2]} ${theme.space[3]};
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        <Badge tone={statusTones[status]}>{words.status[status]}</Badge>
        <time dateTime={dateTime}>{date}</time>
        <span css={{ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' }}>
          {words.balanceAfter} <bdi css={{ color: theme.colors.text }}>{format(balanceAfter)}</bdi>
        </span>
      </div>
      {metadata.length > 0 ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            css={css`
              display: inline-flex;
              align-items: center;
              justify-self: start;
              gap: ${theme.space[1]};
              min-block-size: ${theme.touchTarget};
              padding-inline: ${theme.space[2]};
              margin-inline-start: calc(-1 * ${theme.space[2]});
              border: 0;
              border-radius: ${theme.radii.md};
              background: transparent;
              color: ${theme.colors.accent};
              font: inherit;
              font-size: ${theme.fontSizes.sm};
              font-weight: ${theme.fontWeights.semibold};
              cursor: pointer;
              &:hover {
                background: ${theme.colors.surfaceRaised};
              }
            `}
          >
            <span
              css={css`
                display: inline-flex;
                transition: transform ${theme.durations.fast};
                transform: rotate(${open ? '90deg' : '0deg'});
                &:dir(rtl) {
                  transform: rotate(${open ? '-90deg' : '0deg'});
                }
              `}
            >
              <ChevronForwardIcon />
            </span>
            {open ? words.hideDetails : words.showDetails}
          </button>
          <dl
            id={detailsId}
            hidden={!open}
            css={css`
              display: grid;
              grid-template-columns: auto minmax(0, 1fr);
              gap: ${theme.space[1]} ${theme.space[4]};
              margin: 0;
              padding: ${theme.space[3]};
              border-radius: ${theme.radii.md};
              background: ${theme.colors.surfaceRaised};
              font-size: ${theme.fontSizes.sm};
              &[hidden] {
                display: none;
              }
            `}
          >
            {metadata.map((entry) => (
              <div key={entry.key} css={{ display: 'contents' }}>
                <dt css={{ color: theme.colors.textMuted }}>{words.metadataKey(entry.key)}</dt>
                <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>
                  {words.metadataValue(entry.key, entry.value)}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </article>
  );
}
