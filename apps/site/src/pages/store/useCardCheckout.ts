import { errorMessage } from '@arena/api-client';
import { cardPaymentMachine } from '@arena/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/ApiContext';
import { useWallet } from '../../session/WalletProvider';

/** The approval page of each order created on this page (the machine keeps only the order id). */
const approveUrls = new Map<string, string>();

/**
 * spec §4 Card payment flow: create the order, send the payer to the provider's approval page, and on
 * return (`/store?checkout=approved&orderId=…`) capture, claim and refresh the wallet through the machine.
 */
export function useCardCheckout() {
  const [params, setParams] = useSearchParams();
  const { refresh } = useWallet();
  const api = useApi();
  const returned = params.get('checkout');
  const returnedOrder = params.get('orderId') ?? params.get('token');

  const machine = useMemo(
    () =>
      cardPaymentMachine.provide({
        actors: {
          createOrder: fromPromise(async ({ input }) => {
            try {
              const created = await api.createOrder(input.amountCents);
              approveUrls.set(created.paypalOrderId, created.approveUrl);
              return created.paypalOrderId;
            } catch (error) {
              throw errorMessage(error, 'createOrder');
            }
          }),
          captureOrder: fromPromise(async ({ input }) => {
            try {
              return await api.captureOrder(input.orderId);
            } catch (error) {
              throw errorMessage(error, 'captureOrder');
            }
          }),
          completeOrder: fromPromise(async ({ input }) => {
            try {
              return (await api.completeOrder(input.orderId)).data;
            } catch (error) {
              throw errorMessage(error, 'completeOrder');
            }
          }),
          refreshWallet: fromPromise(async () => refresh()),
        },
      }),
    [api, refresh],
  );
  const [state, send] = useMachine(machine, { input: { orderId: returned ? returnedOrder : null } });

  // Back from the provider's page: approved continues the flow, cancelled ends it (spec §8 text).
  useEffect(() => {
    if (!returned) return;
    send({ type: returned === 'approved' ? 'payment.approved' : 'payment.cancelled' });
    setParams({}, { replace: true });
  }, [returned, send, setParams]);

  // A new order goes to the provider's approval page.
  useEffect(() => {
    const orderId = state.context.orderId;
    const url = orderId ? approveUrls.get(orderId) : undefined;
    if (state.matches('awaitingApproval') && orderId && url) {
      approveUrls.delete(orderId);
      window.location.assign(url);
    }
  }, [state]);

  return { state, send };
}
