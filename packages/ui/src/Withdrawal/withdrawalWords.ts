import { formatCount, withdrawalProcessingHours, type WithdrawalMethod } from '@arena/domain';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

export interface WithdrawalConfirmDialogLabels {
  /** e.g. 'Withdrawal requested'. */
  title: string;
  /** e.g. 'It is processed within 12 to 72 hours.' */
  description?: string;
  /** e.g. 'Transaction ID'. */
  transactionId: string;
  copy: string;
  /** spec §2: shown for 2 s after copying. */
  copied: string;
  /** e.g. 'Amount'. */
  amount: string;
  /** e.g. 'Paid to'. */
  destination: string;
  /** e.g. 'Done'. */
  done: string;
  close: string;
  /** Screen-reader words for the amount, e.g. (n) => '1,500 crystals'. */
  crystalsAmount: (crystals: number) => string;
}

export interface WithdrawalPanelLabels {
  /** e.g. 'Withdraw crystals'. */
  title: string;
  /** e.g. '50 crystals = 1 USD'. */
  rate: string;
  /** The method toggle's legend, e.g. 'Pay out to'. */
  method: string;
  methods: Record<WithdrawalMethod, string>;
  /** The slider's label, e.g. 'Amount'. */
  amount: string;
  /** Screen-reader words for an amount, e.g. (n) => '1,500 crystals'. */
  crystalsAmount: (crystals: number) => string;
  /** What the slider announces, e.g. (n, usd) => '1,500 crystals, worth $30.00'. */
  amountValueText: (crystals: number, usd: string) => string;
  /** e.g. (usd) => 'Worth $30.00'. */
  worth: (usd: string) => string;
  /** e.g. (min) => 'Minimum 1,000 crystals to a payment email'. */
  minimum: (minimum: number) => string;
  /** e.g. (max) => 'Up to 3,200 crystals'. */
  maximum: (maximum: number) => string;
  /** Shown instead of the bounds when the crystals do not reach the minimum. */
  notEnough: (minimum: number) => string;
  /** e.g. 'Payment email'. */
  email: string;
  emailHint?: string;
  /** The card picker's legend, e.g. 'Saved card'. */
  card: string;
  cardsLoading: string;
  /** e.g. 'No saved cards yet.' */
  noCards: string;
  retryCards: string;
  /** e.g. 'Withdrawals are processed within 12 to 72 hours.' */
  processing: string;
  /** e.g. 'Withdraw'. */
  submit: string;
}

export interface WithdrawalReviewDialogLabels {
  /** e.g. 'Review your withdrawal'. */
  title: string;
  /** e.g. (n, usd, to) => 'You are withdrawing 5,000 crystals ($100.00) to Visa ending in 1111.' */
  summary: (crystals: number, usd: string, destination: string) => string;
  /** What happens next: the crystals leave now, the payout is approved, then sent (or refunded). */
  note: string;
  /** e.g. 'Amount'. */
  amount: string;
  /** e.g. 'You receive'. */
  receive: string;
  /** e.g. 'To'. */
  destination: string;
  /** e.g. 'Confirm withdrawal'. */
  confirm: string;
  /** e.g. 'Back to edit'. */
  back: string;
  close: string;
  /** Screen-reader words for the amount, e.g. (n) => '1,500 crystals'. */
  crystalsAmount: (crystals: number) => string;
}

// The withdrawal's own words in the reader's language (wallet.withdrawal.* in the locale files): the panel,
// the review and the confirmation say these themselves (decision 0024, issue 32: no words from the page).

const figures = formatCount;
const hours = { min: withdrawalProcessingHours.min, max: withdrawalProcessingHours.max };

export function useWithdrawalPanelWords(format: (amount: number) => string = figures): WithdrawalPanelLabels {
  const { t } = useTranslation();
  return {
    title: t('wallet.withdrawal.title'),
    rate: t('wallet.withdrawal.rate'),
    method: t('wallet.withdrawal.method'),
    methods: { paypal: t('wallet.withdrawal.methodPaypal'), card: t('wallet.withdrawal.methodCard') },
    amount: t('wallet.withdrawal.amount'),
    crystalsAmount: (count) => t('wallet.crystalsAmount', { count, formatted: format(count) }),
    amountValueText: (count, usd) =>
      t('wallet.withdrawal.amountValueText', { formatted: format(count), usd }),
    worth: (usd) => t('wallet.withdrawal.worth', { usd }),
    minimum: (count) => t('wallet.withdrawal.minimum', { formatted: format(count) }),
    maximum: (count) => t('wallet.withdrawal.maximum', { formatted: format(count) }),
    notEnough: (count) => t('wallet.withdrawal.notEnough', { formatted: format(count) }),
    email: t('wallet.withdrawal.email'),
    emailHint: t('wallet.withdrawal.emailHint'),
    card: t('wallet.withdrawal.card'),
    cardsLoading: t('wallet.withdrawal.cardsLoading'),
    noCards: t('wallet.withdrawal.noCards'),
    retryCards: t('wallet.withdrawal.retryCards'),
    processing: t('wallet.withdrawal.processing', hours),
    submit: t('wallet.withdrawal.submit'),
  };
}

export function useWithdrawalConfirmWords(
  format: (amount: number) => string = figures,
): WithdrawalConfirmDialogLabels {
  const { t } = useTranslation();
  return {
    title: t('wallet.withdrawal.confirm.title'),
    description: t('wallet.withdrawal.confirm.description', hours),
    transactionId: t('wallet.withdrawal.confirm.transactionId'),
    copy: t('wallet.withdrawal.confirm.copy'),
    copied: t('wallet.withdrawal.confirm.copied'),
    amount: t('wallet.withdrawal.confirm.amount'),
    destination: t('wallet.withdrawal.confirm.destination'),
    done: t('wallet.withdrawal.confirm.done'),
    close: t('wallet.withdrawal.confirm.close'),
    crystalsAmount: (count) => t('wallet.crystalsAmount', { count, formatted: format(count) }),
  };
}

/** Interpolated values that may read left to right (an email, '$30.00') stay whole in RTL sentences. */
export function useIsolate(): (text: string) => string {
  const { direction } = useTheme();
  return direction === 'rtl' ? (text) => `\u2068${text}\u2069` : (text) => text;
}

export function useWithdrawalReviewWords(
  format: (amount: number) => string = figures,
): WithdrawalReviewDialogLabels {
  const { t } = useTranslation();
  const isolate = useIsolate();
  return {
    title: t('wallet.withdrawal.review.title'),
    summary: (count, usd, destination) =>
      t('wallet.withdrawal.review.summary', {
        formatted: format(count),
        usd: isolate(usd),
        destination: isolate(destination),
      }),
    note: t('wallet.withdrawal.review.note', hours),
    amount: t('wallet.withdrawal.review.amount'),
    receive: t('wallet.withdrawal.review.receive'),
    destination: t('wallet.withdrawal.review.destination'),
    confirm: t('wallet.withdrawal.review.confirm'),
    back: t('wallet.withdrawal.review.back'),
    close: t('wallet.withdrawal.review.close'),
    crystalsAmount: (count) => t('wallet.crystalsAmount', { count, formatted: format(count) }),
  };
}

/** Where a payout goes (the withdrawal machine's summary): a payment email, or a card (brand, last four). */
export interface WithdrawalDestination {
  email: string | null;
  card: { brand: string; last4: string } | null;
}

/** The destination in words: the email as written, 'Visa ending in 1111', or 'Card' when it is not known. */
export function useDestinationWords(): (destination: WithdrawalDestination) => string {
  const { t } = useTranslation();
  return (destination) =>
    destination.email ??
    (destination.card
      ? t('wallet.withdrawal.confirm.cardEnding', destination.card)
      : t('wallet.withdrawal.confirm.card'));
}
