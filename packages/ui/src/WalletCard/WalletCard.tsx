import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrystalIcon, GCoinIcon, type Currency } from '../CurrencyAmount';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

export interface WalletCardProps {
  /** The balance's currency: the card names it ('GCoins', 'Crystals') and reads the amount in it. */
  currency: Currency;
  amount: number;
  format?: (amount: number) => string;
  /** A line under the amount, e.g. 'Use GCoins to enter premium challenges.' */
  caption?: ReactNode;
  /** Buttons or links, e.g. 'Purchase more' to /store, 'Transaction history'. */
  actions?: ReactNode;
  /** Announced as 'Loading balances' (wallet.loading). */
  loading?: boolean;
}

const defaultFormat = formatCount;

/**
 * One balance of the wallet page (spec §2 Wallet): the amount large, in the currency's colour. Names its
 * currency and reads its amount in its own words (wallet.*); the caption and actions are the page's.
 */
export function WalletCard({
  currency,
  amount,
  format = defaultFormat,
  caption,
  actions,
  loading = false,
}: WalletCardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const gCoins = currency === 'gcoin';
  const amountWords = t(gCoins ? 'wallet.gCoinsAmount' : 'wallet.crystalsAmount', {
    count: amount,
    formatted: format(amount),
  });
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space[3]};
        min-inline-size: 0;
        padding: ${theme.space[5]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-block-start: ${theme.space[1]} solid ${theme.colors[currency]};
        border-radius: ${theme.radii.lg};
      `}
    >
      <h2
        id={titleId}
        css={{
          margin: 0,
          fontSize: theme.fontSizes.md,
          color: theme.colors.textMuted,
          fontWeight: theme.fontWeights.semibold,
        }}
      >
        {t(gCoins ? 'wallet.gCoins' : 'wallet.crystals')}
      </h2>
      <p
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[2]};
          margin: 0;
          color: ${theme.colors[currency]};
          font-family: ${theme.fonts.display};
          font-size: ${theme.fontSizes.display};
          font-weight: ${theme.fontWeights.bold};
          line-height: ${theme.lineHeights.tight};
          font-variant-numeric: tabular-nums;
          overflow-wrap: anywhere;
        `}
      >
        {currency === 'gcoin' ? <GCoinIcon /> : <CrystalIcon />}
        {loading ? (
          <>
            <Skeleton inlineSize="6ch" blockSize="1em" />
            <VisuallyHidden>{t('wallet.loading')}</VisuallyHidden>
          </>
        ) : (
          <>
            <span aria-hidden="true">{format(amount)}</span>
            <VisuallyHidden>{amountWords}</VisuallyHidden>
          </>
        )}
      </p>
      {caption ? (
        <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{caption}</p>
      ) : null}
      {actions ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], marginBlockStart: 'auto' }}>
          {actions}
        </div>
      ) : null}
    </section>
  );
}
