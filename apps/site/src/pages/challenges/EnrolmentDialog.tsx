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
import { useApi } from '../../session/ApiContext';
import { useWallet } from '../../session/WalletProvider';

/** The challenge's game: whether the player has linked an account of it, and its name for the texts. */
export type EnrolmentGame = { id: string; name: string; linked: boolean };

export type EnrolmentHandle = {
  join: (challengeId: string, entryFee: number, title: string, game?: EnrolmentGame) => void;
};

/**
 * spec §4 Enrolment dialog: idle, enrolling, then success or error; insufficient GCoins is blocked on the
 * client with a Purchase GCoins button; on success the wallet and the challenge list refresh. A game the
 * player has not linked offers to link it (`onLink`: the game's sign-in, then back to the challenge).
 */
export function EnrolmentDialog({
  ref,
  onEnrolled,
  onLink,
}: {
  ref: Ref<EnrolmentHandle>;
  onEnrolled: () => void;
  onLink: (gameId: string, challengeId: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
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
              // The status goes along: a 422 (no linked account of the game) leads into linking it.
              const status = (error as { status?: number }).status;
              throw 'serverMessage' in message
                ? { ...message, status }
                : { ...message, kind: (error as { kind?: string }).kind, status };
            }
          }),
          refreshAfterEnrol: fromPromise<unknown, { challengeId: string }>(async () => {
            await refresh();
            onEnrolled();
            return null;
          }),
        },
        actions: {
          startLink: (_, params) => onLink(params.gameId, params.challengeId),
        },
      }),
    [api, refresh, onEnrolled, onLink],
  );
  const [state, send] = useMachine(machine, { input: { gCoins: balances.gCoinsAvailable } });
  const [challengeTitle, setChallengeTitle] = useState('');
  const [gameName, setGameName] = useState('');

  useEffect(() => {
    send({ type: 'wallet.sync', gCoins: balances.gCoinsAvailable });
  }, [balances.gCoinsAvailable, send]);

  useImperativeHandle(ref, () => ({
    join: (challengeId, entryFee, title, game) => {
      setChallengeTitle(title);
      setGameName(game?.name ?? '');
      send({
        type: 'enrol.request',
        challengeId,
        entryFee,
        ...(game ? { gameId: game.id, linked: game.linked } : {}),
      });
    },
  }));

  const open = !state.matches('idle');
  const close = () => send({ type: 'enrol.close' });
  const busy = state.matches('enrolling') || state.matches('refreshing');
  const needsLink = state.matches('needsLink');
  // The game's name from the card, or from the server's refusal when the page did not know it.
  const linkGame = gameName || state.context.linkGame || '';
  const title = needsLink
    ? t('challenges.link.title', { game: linkGame })
    : state.context.title
      ? t(state.context.title)
      : t('challenges.enrol.title', { title: challengeTitle });

  const dialogState =
    state.matches('blocked') || needsLink
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
      fee={state.context.entryFee}
      balance={balances.gCoinsAvailable}
      message={
        needsLink
          ? t('challenges.link.body', { game: linkGame })
          : state.context.message
            ? text(state.context.message)
            : dialogState === 'success'
              ? t('challenges.enrol.successBody')
              : undefined
      }
      onConfirm={() => send({ type: 'enrol.confirm' })}
      onClose={close}
      purchaseAction={
        needsLink ? (
          <Button onClick={() => send({ type: 'enrol.link' })}>
            {t('challenges.link.action', { game: linkGame })}
          </Button>
        ) : (
          <Button as={RouterLink} to={paths.store.pattern}>
            {t('challenge.enrolment.purchaseGCoins')}
          </Button>
        )
      }
    />
  );
}
