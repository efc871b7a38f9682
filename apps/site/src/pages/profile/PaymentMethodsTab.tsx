import { errorMessage } from '@arena/api-client';
import { savedCardsMachine, type SavedCardItem } from '@arena/machines';
import { SavedCards, type SavedCardsLabels, type SavedCardView } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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

  const labels: SavedCardsLabels = {
    heading: t('profile.paymentMethods.heading'),
    listLabel: t('profile.paymentMethods.listLabel'),
    loading: t('profile.paymentMethods.loading'),
    addCard: t('profile.paymentMethods.addCard'),
    unknownBrand: t('profile.paymentMethods.unknownBrand'),
    expires: (expiry) => t('profile.paymentMethods.expires', { expiry }),
    preferred: t('profile.paymentMethods.preferred'),
    remove: t('profile.paymentMethods.remove'),
    removeCard: (card) => t('profile.paymentMethods.removeCard', { card }),
    cardName: (brand, last4) => t('profile.paymentMethods.cardName', { brand, last4 }),
    emptyTitle: t('profile.paymentMethods.emptyTitle'),
    emptyBody: t('profile.paymentMethods.emptyBody'),
    errorTitle: t('profile.paymentMethods.errorTitle'),
    retry: t('profile.paymentMethods.retry'),
    confirmTitle: t('profile.paymentMethods.confirmTitle'),
    confirmDescription: (card) => t('profile.paymentMethods.confirmDescription', { card }),
    confirmRemove: t('profile.paymentMethods.confirmRemove'),
    cancel: t('profile.paymentMethods.cancel'),
    close: t('profile.paymentMethods.close'),
  };

  // What the player just did wins over what the URL says they did before.
  const returned = params.get('card');
  const notice = context.addError
    ? { tone: 'error' as const, text: text(context.addError) }
    : context.notice === 'deleted'
      ? { tone: 'success' as const, text: t('profile.paymentMethods.deleted') }
      : returned === 'saved'
        ? { tone: 'success' as const, text: t('profile.paymentMethods.saved') }
        : returned === 'cancelled'
          ? { tone: 'info' as const, text: t('profile.paymentMethods.cancelled') }
          : null;

  const inDialog = state.matches('confirming') || state.hasTag('deleting');
  const status = state.hasTag('loading') ? 'loading' : state.matches('error') ? 'error' : 'ready';

  return (
    <SavedCards
      status={status}
      cards={context.methods.map(toView)}
      labels={labels}
      error={text(context.loadError)}
      onRetry={() => send({ type: 'retry' })}
      adding={state.hasTag('adding')}
      onAdd={() => send({ type: 'card.add' })}
      onRemove={(id) => send({ type: 'card.delete', id })}
      notice={notice}
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
