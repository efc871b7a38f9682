import { formatCount, formatUsdCents } from '@arena/domain';
import { useTheme } from '@emotion/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount } from '../CurrencyAmount';

/** What one place wins (issue 34): crystals, GCoins and XP as the challenge pays them; 0 or absent is none. */
export interface PrizeAmountValue {
  crystals?: number;
  gCoins?: number;
  xp?: number;
  /** What the crystals were set as, in USD cents: shown muted after them ("worth $100.00"). */
  usdCents?: number;
}

/** Only the amounts of a row that carries more (a place's ranks, whether it wins). */
export function amountOf(value: PrizeAmountValue): PrizeAmountValue {
  const { crystals, gCoins, xp, usdCents } = value;
  return {
    ...(crystals !== undefined ? { crystals } : {}),
    ...(gCoins !== undefined ? { gCoins } : {}),
    ...(xp !== undefined ? { xp } : {}),
    ...(usdCents !== undefined ? { usdCents } : {}),
  };
}

export interface PrizeAmountProps extends PrizeAmountValue {
  /** Formats the figures; defaults to en-US grouping (spec §9). */
  format?: (amount: number) => string;
  size?: 'sm' | 'md';
}

/**
 * A prize in the currencies it is paid in, joined by "+": the crystal or GCoin figure with its icon (read
 * as "5,000 crystals"), the XP, and the crystals' worth in dollars. Says its own words (prizeTable.*).
 */
export function PrizeAmount({
  crystals = 0,
  gCoins = 0,
  xp = 0,
  usdCents = 0,
  format = formatCount,
  size = 'md',
}: PrizeAmountProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const parts = [
    crystals > 0 ? (
      <CurrencyAmount
        currency="crystal"
        amount={crystals}
        size={size}
        format={format}
        label={t('prizeTable.crystals', { count: crystals, formatted: format(crystals) })}
      />
    ) : null,
    gCoins > 0 ? (
      <CurrencyAmount
        currency="gcoin"
        amount={gCoins}
        size={size}
        format={format}
        label={t('prizeTable.gCoins', { count: gCoins, formatted: format(gCoins) })}
      />
    ) : null,
    xp > 0 ? (
      <span css={{ fontWeight: theme.fontWeights.semibold, whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
        {t('prizeTable.xp', { formatted: format(xp) })}
      </span>
    ) : null,
  ].filter((part) => part !== null);
  return (
    <span
      css={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: theme.space[2],
        rowGap: theme.space[1],
        fontSize: size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md,
      }}
    >
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <span aria-hidden="true">+</span> : null}
          {part}
        </Fragment>
      ))}
      {crystals > 0 && usdCents > 0 ? (
        <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, whiteSpace: 'nowrap' }}>
          ({t('prizeTable.worth', { usd: formatUsdCents(usdCents) })})
        </span>
      ) : null}
    </span>
  );
}
