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
  /** The pack's name and heading; '3 GCoins' (store.pack) by default. */
  title?: string;
  format?: (amount: number) => string;
  /** Price in the selected currency, already formatted, e.g. '$14.86' or 'AED 54.57'. */
  price: string;
  /** Price before the discount, shown struck through, e.g. '$16.50'. */
  originalPrice?: string;
  /** Read instead of the struck price; 'Regular price' (store.originalPrice) by default. */
  originalPriceLabel?: string;
  /** The pack's discount (spec §9: 10, 15 and 20 %), shown as '10% off' (store.discount). */
  discountPercent?: number;
  /** Other words for the discount badge, e.g. '10% off'. */
  discountLabel?: string;
  /** The best-value pack: a 'Best value' ribbon (store.bestValue). */
  bestValue?: boolean;
  /** Other words for a corner ribbon. */
  ribbonLabel?: string;
  /**
   * spec §9 first purchase: the doubled amount; its headline and detail are 'First purchase doubled' and
   * 'You receive 6 GCoins' (store.bogo, store.bogoDetail) unless given.
   */
  firstPurchase?: { gCoins: number; label?: string; detail?: string };
  /** The hosted checkout's currency code, for 'Pay in AED' (store.payIn). */
  currency?: string;
  /** Preselected pack (e.g. /store/gcoin3); `selectedLabel` names the state, e.g. 'Selected'. */
  selected?: boolean;
  selectedLabel?: string;
  /** Another pack is being bought. */
  disabled?: boolean;
}

interface PackCheckoutButtons {
  /** 'Pay by card' (store.payByCard) by default. */
  cardCheckoutLabel?: string;
  /** 'Pay in AED' (store.payIn with `currency`) by default. */
  hostedCheckoutLabel?: string;
  onCardCheckout: () => void;
  onHostedCheckout: () => void;
  /** The checkout in progress: its button spins, both ignore presses. */
  busy?: PackCheckout;
  actions?: undefined;
}

interface PackActionsSlot {
  /** Replaces the two checkout buttons, e.g. with a payment provider's own button. */
  actions: ReactNode;
  cardCheckoutLabel?: undefined;
  hostedCheckoutLabel?: undefined;
  onCardCheckout?: undefined;
  onHostedCheckout?: undefined;
  busy?: undefined;
}

export type PackCardProps = PackCardBaseProps & (PackCheckoutButtons | PackActionsSlot);

const defaultFormat = formatCount;

/**
 * One GCoin pack of the store (spec §2 Store, §9 packs and discounts). Says the product's words (store.*)
 * for what it is given as data (count, discount, best value, first purchase, currency) unless given others.
 */
export function PackCard({
  gCoins,
  title: givenTitle,
  format = defaultFormat,
  price,
  originalPrice,
  originalPriceLabel: givenOriginalPriceLabel,
  discountPercent,
  discountLabel: givenDiscountLabel,
  bestValue = false,
  ribbonLabel: givenRibbonLabel,
  firstPurchase: givenFirstPurchase,
  currency = 'USD',
  selected = false,
  selectedLabel: givenSelectedLabel,
  cardCheckoutLabel: givenCardCheckoutLabel,
  hostedCheckoutLabel: givenHostedCheckoutLabel,
  onCardCheckout,
  onHostedCheckout,
  busy,
  actions,
  disabled = false,
}: PackCardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const title = givenTitle ?? t('store.pack', { count: gCoins });
  const originalPriceLabel = givenOriginalPriceLabel ?? t('store.originalPrice');
  const discountLabel =
    givenDiscountLabel ?? (discountPercent ? t('store.discount', { percent: discountPercent }) : undefined);
  const ribbonLabel = givenRibbonLabel ?? (bestValue ? t('store.bestValue') : undefined);
  const firstPurchase = givenFirstPurchase
    ? {
        gCoins: givenFirstPurchase.gCoins,
        label: givenFirstPurchase.label ?? t('store.bogo'),
        detail: givenFirstPurchase.detail ?? t('store.bogoDetail', { count: givenFirstPurchase.gCoins }),
      }
    : undefined;
  const selectedLabel = givenSelectedLabel ?? t('store.selected');
  const cardCheckoutLabel = givenCardCheckoutLabel ?? t('store.payByCard');
  const hostedCheckoutLabel = givenHostedCheckoutLabel ?? t('store.payIn', { currency });
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
      {ribbonLabel || (selected && selectedLabel) ? (
        <div
          css={css`
            position: absolute;
            inset-block-start: calc(-1 * ${theme.space[3]});
            inset-inline-end: ${theme.space[4]};
            display: flex;
            gap: ${theme.space[1]};
          `}
        >
          {selected && selectedLabel ? <Badge tone="accent">{selectedLabel}</Badge> : null}
          {ribbonLabel ? <Badge tone="gcoin">{ribbonLabel}</Badge> : null}
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
        {discountLabel ? <Badge tone="success">{discountLabel}</Badge> : null}
      </div>
      <h3 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {title}
      </h3>
      <PackPrice price={price} originalPrice={originalPrice} originalPriceLabel={originalPriceLabel} />
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
          <strong css={{ color: theme.colors.gcoin }}>{firstPurchase.label}</strong>
          <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.text }}>{firstPurchase.detail}</span>
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
              {cardCheckoutLabel}
            </Button>
            <Button
              fullWidth
              variant="secondary"
              loading={busy === 'hosted'}
              disabled={frozen && busy !== 'hosted'}
              onClick={onHostedCheckout}
            >
              {hostedCheckoutLabel}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
