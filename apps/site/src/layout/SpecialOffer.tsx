import { errorMessage } from '@arena/api-client';
import { isOfferDialogOpen, referralOfferMachine, showGiftButton } from '@arena/machines';
import type { WalletBalances } from '@arena/machines';
import { GiftButton, SpecialOfferDialog } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../app/paths';
import { useMessageText } from '../i18n/useMessage';
import { useApi } from '../session/ApiContext';
import { readReferralOfferFlag, writeReferralOfferFlag } from '../session/referral-offer-flags';
import { useWallet } from '../session/WalletProvider';

/**
 * The offer is "your first purchase, doubled": offered while it is unclaimed and a first purchase would
 * still be doubled (issue 34: a player who has bought is not promised what the store will not give).
 */
function offerable(balances: WalletBalances): boolean {
  return !balances.referralRewardClaimed && balances.firstPurchaseBonusAvailable !== false;
}

/**
 * spec §2 Navigation "A pulsing gift button opens the special-offer dialog while the wallet's
 * referralRewardClaimed is false", §4 Referral reward offer: close, remind later (this browser session),
 * never show again (for good), or claim (wallet refreshed, then /store). Mounted per player (keyed by id).
 */
export function SpecialOffer({ userId }: { userId: string }) {
  const text = useMessageText();
  const navigate = useNavigate();
  const { balances, loading, refresh } = useWallet();
  const api = useApi();

  const machine = useMemo(
    () =>
      referralOfferMachine.provide({
        actions: {
          rememberRemindLater: () => writeReferralOfferFlag('remindLater', userId),
          rememberNeverShow: () => writeReferralOfferFlag('neverShow', userId),
          refreshWallet: () => void refresh(),
          goToStore: () => void navigate(paths.store.pattern),
        },
        actors: {
          claimOffer: fromPromise<unknown>(async () => {
            try {
              return await api.claimReferralOffer();
            } catch (error) {
              throw errorMessage(error, 'claimReferralOffer');
            }
          }),
        },
      }),
    [userId, refresh, navigate, api],
  );
  const [state, send] = useMachine(machine, {
    input: {
      // Until the wallet has loaded, the offer counts as claimed: no gift flashes for a player who has it.
      claimed: loading ? true : !offerable(balances),
      remindLater: readReferralOfferFlag('remindLater', userId),
      neverShow: readReferralOfferFlag('neverShow', userId),
    },
  });

  const claimed = !offerable(balances);
  useEffect(() => {
    if (!loading) send({ type: 'wallet.changed', claimed });
  }, [claimed, loading, send]);

  return (
    <>
      {showGiftButton(state) ? <GiftButton onClick={() => send({ type: 'open' })} /> : null}
      <SpecialOfferDialog
        open={isOfferDialogOpen(state)}
        busy={state.hasTag('busy')}
        error={state.matches('failed') ? text(state.context.error) : undefined}
        onClaim={() => send({ type: 'claim' })}
        onRemindLater={() => send({ type: 'remindLater' })}
        onNeverShow={() => send({ type: 'neverShow' })}
        onClose={() => send({ type: 'close' })}
      />
    </>
  );
}
