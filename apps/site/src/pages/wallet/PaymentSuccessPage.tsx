import { errorMessage } from '@arena/api-client';
import { paymentResultMachine } from '@arena/machines';
import { Button, PaymentResult } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useWallet } from '../../session/WalletProvider';
import { PageMeta } from '../PageMeta';
import { PageSection } from '../page-layout';

/** spec §2 /payments/success: completes the payment, refreshes the wallet, shows the transaction id. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [params] = useSearchParams();
  const { refresh } = useWallet();
  const api = useApi();
  const machine = useMemo(
    () =>
      paymentResultMachine.provide({
        actors: {
          completePayment: fromPromise(async ({ input }) => {
            try {
              return (await api.completePayment(input.paymentId)).data;
            } catch (error) {
              throw errorMessage(error, 'completePayment');
            }
          }),
          refreshWallet: fromPromise(async () => refresh()),
        },
      }),
    [api, refresh],
  );
  const [state, send] = useMachine(machine, { input: { paymentId: params.get('payment_id') } });
  const transactionId = state.context.transactionId;
  const links = (
    <>
      <Button as={RouterLink} to={paths.store.pattern}>
        {t('payments.toStore')}
      </Button>
      <Button variant="secondary" as={RouterLink} to={paths.challenges.pattern}>
        {t('payments.toChallenges')}
      </Button>
    </>
  );

  return (
    <PageSection>
      <PageMeta title={t('payments.success.meta')} />
      {state.matches('success') && transactionId ? (
        <PaymentResult
          variant="success"
          title={t('payments.success.title')}
          body={t('store.card.credited', { count: state.context.gCoinsCredited })}
          transactionId={{ value: transactionId, onCopy: () => navigator.clipboard.writeText(transactionId) }}
          actions={links}
        />
      ) : state.matches('error') ? (
        <PaymentResult
          variant="failure"
          title={t('payments.success.problem')}
          body={text(state.context.error)}
          actions={
            <>
              {state.context.paymentId ? (
                <Button onClick={() => send({ type: 'payment.retry' })}>{t('store.card.tryAgain')}</Button>
              ) : null}
              <Button variant="secondary" as={RouterLink} to={paths.wallet.pattern}>
                {t('payments.toWallet')}
              </Button>
            </>
          }
        />
      ) : (
        <PaymentResult variant="processing" title={t('payments.success.processing')} />
      )}
    </PageSection>
  );
}
