import { ApiError, errorMessage } from '@arena/api-client';
import { passportMessages } from '@arena/contract';
import { cardBrandNames, detectCardBrand } from '@arena/domain';
import {
  withdrawalMachine,
  type VerificationRequiredFailure,
  type WithdrawalCard,
  type WithdrawalSummary,
} from '@arena/machines';
import { Link, WithdrawalConfirmDialog, WithdrawalPanel, WithdrawalReviewDialog } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { useWallet } from '../../session/WalletProvider';
import { formatCount } from '../store/money-format';

// The profile's Payment Methods tab, where the card provider also sends the player back (contract cardRedirects).
const paymentMethodsTab = `${paths.profile.pattern}?tab=payment-methods`;
const verificationRequired: VerificationRequiredFailure = { verificationRequired: true };

/** The server refuses with 403 and the passport message until the passport is verified (spec §7). */
function isVerificationRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.serverMessage === passportMessages.verificationRequired
  );
}

function brandOf(maskedNumber: string, reported: string): string {
  const detected = detectCardBrand(maskedNumber);
  return detected === 'unknown' ? reported : cardBrandNames[detected];
}

/**
 * spec §2 Wallet "Crystal withdrawal": the withdrawal machine wired to the API, the wallet and the
 * passport dialog (`onVerificationRequired` opens it when the gate closes). A valid form is reviewed
 * in a dialog first (issue 34 row 12); only its Confirm sends the request.
 */
export function WithdrawalSection({
  onVerificationRequired,
  passportVerifications = 0,
  onWithdrawn,
}: {
  onVerificationRequired: () => void;
  /** Counts passports verified on this page: each one makes the panel check its eligibility again. */
  passportVerifications?: number;
  /** A withdrawal was accepted (the wallet's timeline reloads). */
  onWithdrawn?: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { balances, refresh } = useWallet();
  const { user } = useCurrentUser();
  const api = useApi();
  const machine = useMemo(
    () =>
      withdrawalMachine.provide({
        actions: { refreshWallet: () => void refresh() },
        actors: {
          checkEligibility: fromPromise(async () => {
            try {
              const { data } = await api.canWithdraw();
              return {
                canWithdraw: data.canWithdraw,
                reason: data.reason,
                verificationRequired:
                  !data.canWithdraw && data.reason === passportMessages.verificationRequired,
              };
            } catch (error) {
              throw errorMessage(error, 'canWithdraw');
            }
          }),
          loadCards: fromPromise(async () => {
            try {
              const { methods } = await api.paymentMethods();
              return methods.map((card): WithdrawalCard => ({
                id: card.id,
                brand: brandOf(card.pan_masked, card.brand),
                maskedNumber: card.pan_masked,
                preferred: card.preferred,
              }));
            } catch (error) {
              throw errorMessage(error, 'paymentMethods');
            }
          }),
          submitWithdrawal: fromPromise(async ({ input }) => {
            try {
              const answer =
                input.method === 'paypal'
                  ? await api.requestWithdrawal({ crystalAmount: input.amount, paymentEmail: input.email })
                  : await api.cardPayout({ crystals: input.amount, methodId: input.cardId });
              return { transactionId: answer.transactionId };
            } catch (error) {
              if (isVerificationRefusal(error)) throw verificationRequired;
              throw errorMessage(error, input.method === 'paypal' ? 'requestWithdrawal' : 'cardPayout');
            }
          }),
          copyText: fromPromise(async ({ input }) => navigator.clipboard.writeText(input.text)),
        },
      }),
    [api, refresh],
  );
  const [state, send, actor] = useMachine(machine, {
    input: { crystals: balances.crystalsAvailable, email: user?.email ?? '' },
  });
  const { context } = state;

  // The verification gate closed: the wallet opens the passport upload dialog (spec §5).
  useEffect(() => {
    const subscription = actor.on('verification.open', () => onVerificationRequired());
    return () => subscription.unsubscribe();
  }, [actor, onVerificationRequired]);

  useEffect(() => {
    if (passportVerifications > 0) send({ type: 'eligibility.recheck' });
  }, [passportVerifications, send]);

  // Each accepted withdrawal has its own transaction id: the wallet's timeline loads again.
  const acceptedId = context.confirmation?.transactionId ?? null;
  useEffect(() => {
    if (acceptedId !== null) onWithdrawn?.();
  }, [acceptedId, onWithdrawn]);

  useEffect(() => {
    send({ type: 'wallet.sync', crystals: balances.crystalsAvailable });
  }, [balances.crystalsAvailable, send]);

  // The account's email is a good first guess for the payment email, once it is known.
  const accountEmail = user?.email ?? '';
  const emailTouched = useRef(false);
  useEffect(() => {
    if (accountEmail !== '' && !emailTouched.current && context.email === '') {
      send({ type: 'email.change', value: accountEmail });
    }
  }, [accountEmail, context.email, send]);

  const cardsRegion = state.value.cards;
  const cardsStatus = cardsRegion === 'loaded' ? 'loaded' : cardsRegion === 'failed' ? 'failed' : 'loading';
  const fieldErrors = context.fieldErrors;
  const confirmation = context.confirmation;
  const review = context.review;
  const reviewing = state.matches({ form: 'reviewing' }) || state.matches({ form: 'submitting' });
  // The payment email, or the card by its brand and last four digits: the dialogs say it (issue 32).
  const destination = (summary: WithdrawalSummary | null) => ({
    email: summary?.email ?? null,
    card: summary?.card ?? null,
  });

  return (
    <>
      <WithdrawalPanel
        crystals={context.crystals}
        method={context.method}
        amount={context.amount}
        email={context.email}
        cards={context.cards}
        cardId={context.cardId}
        cardsStatus={cardsStatus}
        cardsError={text(context.cardsError)}
        fieldErrors={{
          amount: text(fieldErrors.amount),
          email: text(fieldErrors.email),
          cardId: text(fieldErrors.cardId),
        }}
        error={text(context.error)}
        submitting={state.hasTag('submitting')}
        format={formatCount}
        addCard={
          <Link as={RouterLink} to={paymentMethodsTab}>
            {t('wallet.withdrawal.addCard')}
          </Link>
        }
        onMethodChange={(method) => send({ type: 'method.select', method })}
        onAmountChange={(amount) => send({ type: 'amount.change', amount })}
        onEmailChange={(value) => {
          emailTouched.current = true;
          send({ type: 'email.change', value });
        }}
        onCardChange={(cardId) => send({ type: 'card.select', cardId })}
        onCardsRetry={() => send({ type: 'cards.reload' })}
        onSubmit={() => send({ type: 'form.submit' })}
      />
      <WithdrawalReviewDialog
        open={reviewing && review !== null}
        crystals={review?.crystals ?? 0}
        destination={destination(review)}
        busy={state.matches({ form: 'submitting' })}
        format={formatCount}
        onConfirm={() => send({ type: 'review.confirm' })}
        onBack={() => send({ type: 'review.back' })}
      />
      <WithdrawalConfirmDialog
        open={confirmation !== null}
        transactionId={confirmation?.transactionId ?? ''}
        crystals={confirmation?.crystals ?? 0}
        destination={destination(confirmation)}
        copied={state.matches({ form: { confirmation: 'copied' } })}
        format={formatCount}
        onCopy={() => send({ type: 'confirmation.copy' })}
        onClose={() => send({ type: 'confirmation.close' })}
      />
    </>
  );
}
