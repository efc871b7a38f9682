import { errorMessage } from '@arena/api-client';
import type { AdminUserDetail } from '@arena/contract';
import { adminBlockPlayerMachine } from '@arena/machines';
import { Button, ConfirmDialog, ReasonDialog } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';

/** Block (with a reason) and Unblock, through the adminBlockPlayer machine. */
export function BlockControls({ player, onChanged }: { player: AdminUserDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const machine = useMemo(
    () =>
      adminBlockPlayerMachine.provide({
        actions: { reloadPlayer: () => onChanged() },
        actors: {
          block: fromPromise(async ({ input }) => {
            try {
              return await api.blockUser(player.id, input.reason);
            } catch (error) {
              throw errorMessage(error, 'blockUser');
            }
          }),
          unblock: fromPromise<unknown, Record<string, never>>(async () => {
            try {
              return await api.unblockUser(player.id);
            } catch (error) {
              throw errorMessage(error, 'unblockUser');
            }
          }),
        },
      }),
    [api, player.id, onChanged],
  );
  const [state, send] = useMachine(machine, { input: { blocked: player.blocked } });
  useEffect(() => {
    send({ type: 'sync', blocked: player.blocked });
  }, [player.blocked, send]);

  if (state.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;
  const failedBlock = state.matches('failed') && state.context.pending === 'block';
  const failedUnblock = state.matches('failed') && state.context.pending === 'unblock';
  const blockedView =
    state.matches('blocked') ||
    state.matches('confirmingUnblock') ||
    state.matches('unblocking') ||
    failedUnblock;

  return (
    <>
      {blockedView ? (
        <Button variant="secondary" onClick={() => send({ type: 'unblock' })}>
          {t('admin.players.actions.unblock')}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => send({ type: 'block' })}>
          {t('admin.players.actions.block')}
        </Button>
      )}
      <ReasonDialog
        open={state.matches('reasoning') || state.matches('blocking') || failedBlock}
        title={t('admin.players.blockDialog.title', { name: player.name })}
        description={t('admin.players.blockDialog.description')}
        kind="blockPlayer"
        busy={state.matches('blocking')}
        {...(failedBlock ? { error: text(state.context.error) } : {})}
        onSubmit={(reason) => send({ type: 'submit', reason })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <ConfirmDialog
        open={state.matches('confirmingUnblock') || state.matches('unblocking') || failedUnblock}
        title={t('admin.players.unblockDialog.title', { name: player.name })}
        description={t('admin.players.unblockDialog.description')}
        confirmLabel={t('admin.players.unblockDialog.confirm')}
        busy={state.matches('unblocking')}
        {...(failedUnblock ? { error: text(state.context.error) } : {})}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </>
  );
}
