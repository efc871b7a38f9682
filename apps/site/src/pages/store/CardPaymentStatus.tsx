import type { cardPaymentMachine } from '@arena/machines';
import { Button, Card, MessageBanner, PaymentProgress, PaymentResult, type PaymentStep } from '@arena/ui';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';

type CardSnapshot = SnapshotFrom<typeof cardPaymentMachine>;

const stepOf: Record<string, PaymentStep> = {
  creatingOrder: 'create',
  awaitingApproval: 'approve',
  waitingBeforeCapture: 'capture',
  capturing: 'capture',
  waitingBeforeClaim: 'claim',
  claiming: 'claim',
  refreshingWallet: 'claim',
  success: 'done',
};

/** The card payment flow's progress, its result with the transaction id, or its error (spec §4, §8). */
export function CardPaymentStatus({ state, onRetry }: { state: CardSnapshot; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const value = typeof state.value === 'string' ? state.value : '';
  if (state.matches('error')) {
    return (
      <MessageBanner
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('store.card.tryAgain')}
          </Button>
        }
      >
        {text(state.context.error)}
      </MessageBanner>
    );
  }
  if (state.matches('success') && state.context.transactionId) {
    const transactionId = state.context.transactionId;
    return (
      <PaymentResult
        variant="success"
        headingLevel={2}
        title={t('store.card.success')}
        body={t('store.card.credited', { count: state.context.gCoinsCredited })}
        transactionId={{ value: transactionId, onCopy: () => navigator.clipboard.writeText(transactionId) }}
        actions={
          <>
            <Button as={RouterLink} to={paths.challenges.pattern}>
              {t('payments.toChallenges')}
            </Button>
            <Button variant="secondary" as={RouterLink} to={paths.wallet.pattern}>
              {t('payments.toWallet')}
            </Button>
          </>
        }
      />
    );
  }
  const step = stepOf[value];
  if (!step) return null;
  return (
    <Card>
      <PaymentProgress currentStepId={step} />
    </Card>
  );
}
