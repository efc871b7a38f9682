import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { GCoinIcon } from '../CurrencyAmount';
import { PackPrice } from './PackPrice';

export type PackCheckout = 'card' | 'hosted';

interface PackCardBaseProps {
  /** GCoins the pack holds (spec §9: 1, 3, 5 or 10). */
  gCoins: number;
  format?: (amount: number) => string;
  /** Price in the selected currency, already formatted, e.g. '$14.86' or 'AED 54.57'. */
  price: string;
  /** Price before the discount, shown struck through, e.g. '$16.50'. */
  originalPrice?: string;
  /** The pack's discount (spec §9: 10, 15 and 20 %), shown as '10% off' (store.discount). */
  discountPercent?: number;
  /** The best-value pack: a 'Best value' ribbon (store.bestValue). */
  bestValue?: boolean;
  /**
   * spec §9 first purchase: the doubled amount; the card says 'First purchase doubled' and
   * 'You receive 6 GCoins' (store.bogo, store.bogoDetail).
   */
  firstPurchase?: { gCoins: number };
  /** The hosted checkout's currency code, for 'Pay in AED' (store.payIn). */
  currency?: string;
  /** Preselected pack (e.g. /store/gcoin3): marked 'Selected' (store.selected). */
  selected?: boolean;
  /** Another pack is being bought. */
  disabled?: boolean;
}

interface PackCheckoutButtons {
  /** 'Pay by card' (store.payByCard). */
  onCardCheckout: () => void;
  /** 'Pay in AED' (store.payIn with `currency`). */
  onHostedCheckout: () => void;
  /** The checkout in progress: its button spins, both ignore presses. */
  busy?: PackCheckout;
  actions?: undefined;
}

interface PackActionsSlot {
  /** Replaces the two checkout buttons, e.g. with a payment provider's own button. */
  actions: ReactNode;
  onCardCheckout?: undefined;
  onHostedCheckout?: undefined;
  busy?: undefined;
}

export type PackCardProps = PackCardBaseProps & (PackCheckoutButtons | PackActionsSlot);

const defaultFormat = formatCount;

/**
 * One GCoin pack of the store (spec §2 Store, §9 packs and discounts). Says its own words (store.*) for
 * what it is given as data (count, discount, best value, first purchase, selected, currency).
 */
export function PackCard({
  gCoins,
  format = defaultFormat,
  price,
  originalPrice,
  discountPercent,
  bestValue = false,
  firstPurchase,
  currency = 'USD',
  selected = false,
  onCardCheckout,
  onHostedCheckout,
  busy,
  actions,
  disabled = false,
}: PackCardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const title = t('store.pack', { count: gCoins });
  const discount = discountPercent ? t('store.discount', { percent: discountPercent }) : undefined;
  const titleId = useId();
  const shownGCoins = firstPurchase?.gCoins ?? gCoins;
  const frozen = disabled || busy !== undefined;
  return (
    <article
      aria-labelledby={titleId}
      aria-current={selected || undefined}
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        gap: ${theme.space[3]};
        block-size: 100%;
        padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[4]};
        background: ${selected ? theme.colors.surfaceRaised : theme.colors.surface};
        color: ${theme.colors.text};
        border: ${theme.borderWidths.accent} solid ${selected ? theme.colors.accent : theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      {bestValue || selected ? (
        <div
          css={css`
            position: absolute;
            inset-block-start: calc(-1 * ${theme.space[3]});
            inset-inline-end: ${theme.space[4]};
            display: flex;
            gap: ${theme.space[1]};
          `}
        >
          {selected ? <Badge tone="accent">{t('store.selected')}</Badge> : null}
          {bestValue ? <Badge tone="gcoin">{t('store.bestValue')}</Badge> : null}
        </div>
      ) : null}
      <div
        css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space[2] }}
      >
        <span
          aria-hidden="true"
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            color: ${theme.colors.gcoin};
            font-family: ${theme.fonts.display};
            font-size: ${theme.fontSizes.display};
            font-weight: ${theme.fontWeights.bold};
            line-height: ${theme.lineHeights.tight};
            font-variant-numeric: tabular-nums;
          `}
        >
          <GCoinIcon />
          {format(shownGCoins)}
        </span>
        {discount ? <Badge tone="success">{discount}</Badge> : null}
      </div>
      <h3 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {title}
      </h3>
      <PackPrice price={price} {...(originalPrice ? { originalPrice } : {})} />
      {firstPurchase ? (
        <div
          css={css`
            display: grid;
            gap: ${theme.space[0.5]};
            padding: ${theme.space[3]};
            border: ${theme.borderWidths.hairline} dashed ${theme.colors.gcoin};
            border-radius: ${theme.radii.md};
            background: ${theme.colors.surfaceRaised};
          `}
        >
          <strong css={{ color: theme.colors.gcoin }}>{t('store.bogo')}</strong>
          <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.text }}>
            {t('store.bogoDetail', { count: firstPurchase.gCoins })}
          </span>
        </div>
      ) : null}
      {/* Grouped under the pack's name, so 'Pay by card' is heard as this pack's. */}
      <div
        role="group"
        aria-labelledby={titleId}
        css={{ display: 'grid', gap: theme.space[2], marginBlockStart: 'auto' }}
      >
        {actions ?? (
          <>
            <Button
              fullWidth
              loading={busy === 'card'}
              disabled={frozen && busy !== 'card'}
              onClick={onCardCheckout}
            >
              {t('store.payByCard')}
            </Button>
            <Button
              fullWidth
              variant="secondary"
              loading={busy === 'hosted'}
              disabled={frozen && busy !== 'hosted'}
              onClick={onHostedCheckout}
            >
              {t('store.payIn', { currency })}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
