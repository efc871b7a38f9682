import { errorMessage } from '@arena/api-client';
import { exchangeMachine } from '@arena/machines';
import { ExchangePanel, MessageBanner } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/ApiContext';
import { useWallet } from '../../session/WalletProvider';
import { formatCount } from './money-format';

/** spec §2 Store: crystals → GCoins at 275 each, with a confirm dialog; disabled when crystals are short. */
export function ExchangeSection({ crystals }: { crystals: number }) {
  const { t } = useTranslation();
  const { refresh } = useWallet();
  const api = useApi();
  const machine = useMemo(
    () =>
      exchangeMachine.provide({
        actors: {
          exchangeCrystals: fromPromise(async ({ input }) => {
            try {
              // One key per confirmed exchange: the client's own retry (after a token refresh) moves once.
              const answer = await api.exchange(input.gCoins, crypto.randomUUID());
              return {
                transactionId: answer.data.transactionId,
                crystalsAvailable: answer.data.crystalsAvailable,
              };
            } catch (error) {
              throw errorMessage(error, 'exchange');
            }
          }),
          refreshWallet: fromPromise(async () => refresh()),
        },
        actions: {
          // spec §8: an exchange failure is only logged, with no user message.
          logFailure: (_, params) => console.error('Exchange failed', params),
        },
      }),
    [api, refresh],
  );
  const [state, send] = useMachine(machine, { input: { crystals } });

  useEffect(() => {
    send({ type: 'wallet.sync', crystals });
  }, [crystals, send]);

  return (
    <>
      {state.matches('success') ? (
        <MessageBanner tone="success">
          {t('store.exchange.done', { count: state.context.gCoins })}
        </MessageBanner>
      ) : null}
      <ExchangePanel
        crystals={crystals}
        format={formatCount}
        confirming={state.matches('confirming') || state.matches('exchanging')}
        busy={state.matches('exchanging') || state.matches('refreshingWallet')}
        onRequest={(gCoins) => send({ type: 'exchange.request', gCoins })}
        onConfirm={() => send({ type: 'exchange.confirm' })}
        onCancel={() => send({ type: 'exchange.cancel' })}
      />
    </>
  );
}
