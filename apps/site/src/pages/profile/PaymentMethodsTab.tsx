import { errorMessage } from '@arena/api-client';
import { savedCardsMachine, type SavedCardItem } from '@arena/machines';
import { SavedCards, type SavedCardsOutcome, type SavedCardView } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';

function toView(card: SavedCardItem): SavedCardView {
  return {
    id: card.id,
    panMasked: card.pan_masked,
    expiryMonth: card.expiry_month,
    expiryYear: card.expiry_year,
    preferred: card.preferred,
  };
}

/** The browser leaves for the card provider's page (tests pass their own). */
function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * spec §2 Profile → Payment Methods: the saved cards, Add a card (the card provider's tokenization
 * page, which returns to /profile?tab=payment-methods&card=saved|cancelled) and remove with a
 * confirmation. The card number is typed only on the provider's page.
 */
export function PaymentMethodsTab({ navigateTo = leaveFor }: { navigateTo?: (url: string) => void }) {
  const api = useApi();
  const text = useMessageText();
  const [params] = useSearchParams();
  const machine = useMemo(
    () =>
      savedCardsMachine.provide({
        actors: {
          loadMethods: fromPromise(async () => {
            try {
              return (await api.paymentMethods()).methods;
            } catch (error) {
              throw errorMessage(error, 'paymentMethods');
            }
          }),
          requestTokenizationUrl: fromPromise(async () => {
            try {
              return (await api.tokenizationUrl()).paymentURL;
            } catch (error) {
              throw errorMessage(error, 'tokenizationUrl');
            }
          }),
          deleteMethod: fromPromise(async ({ input }) => {
            try {
              return await api.deletePaymentMethod(input.id);
            } catch (error) {
              throw errorMessage(error, 'deletePaymentMethod');
            }
          }),
        },
        actions: { navigate: (_, { url }) => navigateTo(url) },
      }),
    [api, navigateTo],
  );
  const [state, send] = useMachine(machine);
  const context = state.context;

  // What the player just did wins over what the URL says they did before (and a failed add over both).
  const returned = params.get('card');
  const outcome: SavedCardsOutcome | null =
    context.notice === 'deleted'
      ? 'deleted'
      : returned === 'saved' || returned === 'cancelled'
        ? returned
        : null;

  const inDialog = state.matches('confirming') || state.hasTag('deleting');
  const status = state.hasTag('loading') ? 'loading' : state.matches('error') ? 'error' : 'ready';

  return (
    <SavedCards
      status={status}
      cards={context.methods.map(toView)}
      error={text(context.loadError)}
      onRetry={() => send({ type: 'retry' })}
      adding={state.hasTag('adding')}
      onAdd={() => send({ type: 'card.add' })}
      onRemove={(id) => send({ type: 'card.delete', id })}
      outcome={outcome}
      addError={text(context.addError)}
      removing={
        inDialog && context.pendingDelete
          ? {
              id: context.pendingDelete.id,
              busy: state.hasTag('deleting'),
              error: text(context.deleteError),
            }
          : null
      }
      onConfirmRemove={() => send({ type: 'delete.confirm' })}
      onCancelRemove={() => send({ type: 'dialog.cancel' })}
    />
  );
}
