import { formatCount } from '@arena/domain';
import { useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { WalletCard } from '../WalletCard';

export interface WalletBalancesProps {
  /** Whole GCoins (integers, decision 0022). */
  gCoins: number;
  /** Whole crystals. */
  crystals: number;
  loading?: boolean;
  /** Where "Purchase more" and "Exchange for GCoins" lead, e.g. '/store'. */
  storeHref: string;
  /** The site's router link (e.g. React Router's Link, given `to`); a plain `<a href>` without it. */
  linkAs?: ElementType;
  /** Figures in the product's format; en-US by default (spec §9). */
  format?: (amount: number) => string;
}

const defaultFormat = formatCount;

/**
 * The wallet page's two balances side by side (spec §2 /wallet): GCoins with "Purchase more" and crystals
 * with "Exchange for GCoins", both to the store. Owns its words (wallet.* keys); takes the figures.
 */
export function WalletBalances({
  gCoins,
  crystals,
  loading = false,
  storeHref,
  linkAs,
  format = defaultFormat,
}: WalletBalancesProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const link = linkAs ? { as: linkAs, to: storeHref } : { href: storeHref };
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space[4],
        [theme.media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <WalletCard
        currency="gcoin"
        amount={gCoins}
        format={format}
        caption={t('wallet.gCoinsCaption')}
        loading={loading}
        actions={<Button {...link}>{t('wallet.purchaseMore')}</Button>}
      />
      <WalletCard
        currency="crystal"
        amount={crystals}
        format={format}
        caption={t('wallet.crystalsCaption')}
        loading={loading}
        actions={
          <Button variant="secondary" {...link}>
            {t('wallet.exchange')}
          </Button>
        }
      />
    </div>
  );
}
