import { formatCount, withdrawalProcessingHours } from '@arena/domain';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalConfirmDialogLabels } from './WithdrawalConfirmDialog';
import type { WithdrawalPanelLabels } from './WithdrawalPanel';
import type { WithdrawalReviewDialogLabels } from './WithdrawalReviewDialog';

// The withdrawal's own words in the reader's language (wallet.withdrawal.* in the locale files): the panel
// and the confirmation say these unless their `labels` prop gives others (decision 0024).

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
