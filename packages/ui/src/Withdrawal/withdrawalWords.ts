import { formatCount, withdrawalProcessingHours } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import type { WithdrawalConfirmDialogLabels } from './WithdrawalConfirmDialog';
import type { WithdrawalPanelLabels } from './WithdrawalPanel';

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
