import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { CurrencyAmount } from '../CurrencyAmount';
import { WarningIcon } from '../Icon';
import { Panel } from '../Panel';
import { clampGCoins, exchangeBounds } from './exchangeBounds';
import { GCoinStepper } from './GCoinStepper';

/** The panel's words in the reader's language (store.exchange.*). */
interface ExchangeWords {
  /** e.g. 'Exchange crystals for GCoins'. */
  title: string;
  /** e.g. '275 crystals = 1 GCoin'. */
  rate: string;
  crystalsOwned: string;
  gCoinsToReceive: string;
  /** e.g. 'Cost'. */
  cost: string;
  /** The button that opens the confirmation, e.g. 'Exchange'. */
  exchange: string;
  /** Why the button is disabled (spec §5), with what to do, e.g. 'You need at least 275 crystals…'. */
  notEnoughCrystals: string;
  /** e.g. (max) => `Your crystals buy up to ${max} GCoins.` */
  limit: (max: number) => string;
  /** Screen-reader words for amounts, e.g. (n) => `${n} crystals`. */
  crystalsAmount: (crystals: number) => string;
  gCoinsAmount: (gCoins: number) => string;
  confirm: {
    title: string;
    description?: string;
    youPay: string;
    youReceive: string;
    confirm: string;
    cancel: string;
    close: string;
  };
}

export interface ExchangePanelProps {
  /** Crystals the player owns (spec §3 Wallet crystalsAvailable). */
  crystals: number;
  /** Formats whole amounts for the locale. */
  format?: (amount: number) => string;
  /** GCoins chosen at first (held within bounds). */
  defaultGCoins?: number;
  /** The player asked to exchange: open the confirmation (the exchange machine's confirm state). */
  onRequest: (gCoins: number) => void;
  /** The confirmation is open. */
  confirming: boolean;
  onConfirm: (gCoins: number) => void;
  onCancel: () => void;
  /** The exchange is on its way. */
  busy?: boolean;
  /** The last attempt failed: shown in the confirmation. */
  error?: ReactNode;
}

const figures = formatCount;

/** The product's words for the panel, in the reader's language (store.exchange.*). */
function useExchangeWords(format: (amount: number) => string = figures): ExchangeWords {
  const { t } = useTranslation();
  return {
    title: t('store.exchange.title'),
    rate: t('store.exchange.rate'),
    crystalsOwned: t('store.exchange.crystalsOwned'),
    gCoinsToReceive: t('store.exchange.gCoinsToReceive'),
    cost: t('store.exchange.cost'),
    exchange: t('store.exchange.exchange'),
    notEnoughCrystals: t('store.exchange.notEnough'),
    limit: (max) => t('store.exchange.limit', { count: max }),
    crystalsAmount: (amount) => t('store.exchange.crystals', { count: amount, formatted: format(amount) }),
    gCoinsAmount: (amount) => t('store.exchange.gCoins', { count: amount, formatted: format(amount) }),
    confirm: {
      title: t('store.exchange.confirmTitle'),
      description: t('store.exchange.confirmDescription'),
      youPay: t('store.exchange.youPay'),
      youReceive: t('store.exchange.youReceive'),
      confirm: t('store.exchange.confirm'),
      cancel: t('store.exchange.cancel'),
      close: t('store.exchange.close'),
    },
  };
}

/**
 * Crystals → GCoins (spec §2 Store, §5, §9): a bounded stepper, the cost, and a confirmation. It says its
 * own words (store.exchange.* in the locale files; issue 32).
 */
export function ExchangePanel({
  crystals,
  format,
  defaultGCoins = 1,
  onRequest,
  confirming,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ExchangePanelProps) {
  const words = useExchangeWords(format);
  const theme = useTheme();
  const inputId = useId();
  const reasonId = useId();
  const limitId = useId();
  const bounds = exchangeBounds(crystals);
  const [requested, setRequested] = useState(defaultGCoins);
  const short = bounds.max < bounds.min;
  const gCoins = clampGCoins(requested, bounds);
  const cost = gCoins * bounds.rate;

  const amount = (currency: 'gcoin' | 'crystal', value: number, size: 'md' | 'lg' = 'md') => (
    <CurrencyAmount
      currency={currency}
      amount={value}
      size={size}
      format={format}
      label={currency === 'gcoin' ? words.gCoinsAmount(value) : words.crystalsAmount(value)}
    />
  );

  const row = css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]} ${theme.space[4]};
  `;

  return (
    <Panel title={words.title} subtitle={words.rate}>
      <div css={row}>
        <span css={{ color: theme.colors.textMuted }}>{words.crystalsOwned}</span>
        {amount('crystal', crystals, 'lg')}
      </div>
      <div css={row}>
        <label htmlFor={inputId} css={{ fontWeight: theme.fontWeights.semibold }}>
          {words.gCoinsToReceive}
        </label>
        <GCoinStepper
          id={inputId}
          value={short ? 0 : gCoins}
          min={short ? 0 : bounds.min}
          max={bounds.max}
          disabled={short || busy}
          describedBy={short ? reasonId : limitId}
          onChange={setRequested}
        />
      </div>
      {!short ? (
        <p id={limitId} css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          {words.limit(bounds.max)}
        </p>
      ) : null}
      <div css={row}>
        <span css={{ color: theme.colors.textMuted }}>{words.cost}</span>
        {amount('crystal', short ? 0 : cost)}
      </div>
      {short ? (
        <p
          id={reasonId}
          css={{ display: 'flex', gap: theme.space[2], margin: 0, color: theme.colors.warning }}
        >
          <WarningIcon />
          <span>{words.notEnoughCrystals}</span>
        </p>
      ) : null}
      <Button
        fullWidth
        disabled={short}
        aria-describedby={short ? reasonId : undefined}
        loading={busy && !confirming}
        onClick={() => onRequest(gCoins)}
      >
        {words.exchange}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={words.confirm.title}
        description={words.confirm.description}
        lines={[
          { id: 'pay', label: words.confirm.youPay, value: amount('crystal', cost) },
          { id: 'receive', label: words.confirm.youReceive, value: amount('gcoin', gCoins) },
        ]}
        confirmLabel={words.confirm.confirm}
        cancelLabel={words.confirm.cancel}
        closeLabel={words.confirm.close}
        busy={busy}
        error={error}
        onConfirm={() => onConfirm(gCoins)}
        onCancel={onCancel}
      />
    </Panel>
  );
}
