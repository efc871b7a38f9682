import { errorMessage } from '@arena/api-client';
import { enrolmentMachine } from '@arena/machines';
import { Button, EnrolDialog } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useImperativeHandle, useMemo, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { api } from '../../session/api';
import { useWallet } from '../../session/WalletProvider';
import { formatCount } from '../store/money-format';

export type EnrolmentHandle = { join: (challengeId: string, entryFee: number, title: string) => void };

/**
 * spec §4 Enrolment dialog: idle, enrolling, then success or error; insufficient GCoins is blocked on the
 * client with a Purchase GCoins button; on success the wallet and the challenge list refresh.
 */
export function EnrolmentDialog({ ref, onEnrolled }: { ref: Ref<EnrolmentHandle>; onEnrolled: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { balances, refresh } = useWallet();
  const machine = useMemo(
    () =>
      enrolmentMachine.provide({
        actors: {
          enrol: fromPromise(async ({ input }) => {
            try {
              return await api.enroll(input.challengeId);
            } catch (error) {
              const message = errorMessage(error, 'enroll');
              throw 'serverMessage' in message
                ? message
                : { ...message, kind: (error as { kind?: string }).kind };
            }
          }),
          refreshAfterEnrol: fromPromise<unknown, { challengeId: string }>(async () => {
            await refresh();
            onEnrolled();
            return null;
          }),
        },
      }),
    [refresh, onEnrolled],
  );
  const [state, send] = useMachine(machine, { input: { gCoins: balances.gCoinsAvailable } });
  const [challengeTitle, setChallengeTitle] = useState('');

  useEffect(() => {
    send({ type: 'wallet.sync', gCoins: balances.gCoinsAvailable });
  }, [balances.gCoinsAvailable, send]);

  useImperativeHandle(ref, () => ({
    join: (challengeId, entryFee, title) => {
      setChallengeTitle(title);
      send({ type: 'enrol.request', challengeId, entryFee });
    },
  }));

  const open = !state.matches('idle');
  const close = () => send({ type: 'enrol.close' });
  const busy = state.matches('enrolling') || state.matches('refreshing');
  const title = state.context.title
    ? t(state.context.title)
    : t('challenges.enrol.title', { title: challengeTitle });

  const dialogState = state.matches('blocked')
    ? 'blocked'
    : state.matches('success')
      ? 'success'
      : state.matches('error')
        ? 'error'
        : busy
          ? 'enrolling'
          : 'idle';

  return (
    <EnrolDialog
      open={open}
      state={dialogState}
      title={title}
      fee={{
        label: t('challenges.card.entryFee'),
        amount: state.context.entryFee,
        amountLabel: t('wallet.gCoinsAmount', {
          count: state.context.entryFee,
          formatted: formatCount(state.context.entryFee),
        }),
      }}
      balance={{
        label: t('challenges.enrol.balance'),
        amount: balances.gCoinsAvailable,
        amountLabel: t('wallet.gCoinsAmount', {
          count: balances.gCoinsAvailable,
          formatted: formatCount(balances.gCoinsAvailable),
        }),
      }}
      message={
        state.context.message
          ? text(state.context.message)
          : dialogState === 'success'
            ? t('challenges.enrol.successBody')
            : undefined
      }
      confirmLabel={t('challenges.enrol.confirm')}
      cancelLabel={t('challenges.enrol.cancel')}
      dismissLabel={t('challenges.enrol.done')}
      closeLabel={t('challenges.enrol.close')}
      onConfirm={() => send({ type: 'enrol.confirm' })}
      onClose={close}
      purchaseAction={
        <Button as={RouterLink} to={paths.store.pattern}>
          {t('challenge.enrolment.purchaseGCoins')}
        </Button>
      }
    />
  );
}
