import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { BalancePill } from './BalancePill';

export interface HeaderBalancesProps {
  gCoins: number;
  crystals: number;
  /** The wallet route, e.g. '/wallet'. */
  href?: string;
  /** The site's router link (then pass its `to`), so ui never imports the router. */
  as?: ElementType;
  /** The pills' figures, e.g. a compact '1.2K'; the link's name reads them in full (en-US, spec §9). */
  format?: (amount: number) => string;
  /** The link is named 'Wallet: loading balances' (nav.walletLoading) meanwhile. */
  loading?: boolean;
  /** Smaller pills for the phone header (pair with a compact `format`). */
  compact?: boolean;
  /** Whatever the `as` component takes, e.g. React Router's `to`. */
  [prop: string]: unknown;
}

/**
 * GCoins and crystals side by side, as one link to the wallet (spec §2 header), named in its own words,
 * e.g. 'Wallet: 1,250 GCoins, 18,475 crystals' (nav.walletBalances).
 */
export function HeaderBalances({
  gCoins,
  crystals,
  as: Component = 'a',
  format,
  loading = false,
  compact = false,
  ...rest
}: HeaderBalancesProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const name = loading
    ? t('nav.walletLoading')
    : t('nav.walletBalances', { gCoins: formatCount(gCoins), crystals: formatCount(crystals) });
  return (
    <Component
      aria-busy={loading || undefined}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${compact ? theme.space[1] : theme.space[2]};
        min-block-size: ${theme.touchTarget};
        padding-inline: ${theme.space[1]};
        border-radius: ${theme.radii.pill};
        text-decoration: none;
        &:hover > span {
          background: ${theme.colors.surfaceHover};
        }
      `}
      {...rest}
    >
      <BalancePill currency="gcoin" amount={gCoins} format={format} loading={loading} compact={compact} />
      <BalancePill currency="crystal" amount={crystals} format={format} loading={loading} compact={compact} />
      <VisuallyHidden>{name}</VisuallyHidden>
    </Component>
  );
}
