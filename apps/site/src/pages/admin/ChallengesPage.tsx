import type { AdminChallengeStatus, AdminGame } from '@arena/contract';
import { adminChallengeStatusWords } from '@arena/contract';
import { adminChallengeCancelMachine, adminOperationMachine, isConfirmStep } from '@arena/machines';
import type { UserMessage } from '@arena/machines';
import {
  AdminStack,
  AdminToolbar,
  Button,
  ConfirmDialog,
  DataTable,
  MessageBanner,
  ReasonDialog,
  SelectField,
  Toast,
} from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { call, formatCount } from './admin-api';
import { adminPaths } from './admin-paths';
import { useChallengeColumns } from './challenge-columns';
import { useSavedChallenge } from './saved-challenge';

/**
 * /admin/challenges: every challenge by game and status, 20 a page, each with its Actions menu (edit,
 * finish now, cancel). Back from the form, a toast says what was created or saved and that challenge is
 * highlighted in view (first in the list when it is not on this page).
 */
export default function ChallengesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useMessageText();
  const [search, setSearch] = useSearchParams();
  const gameId = search.get('game') ?? '';
  const statusWord = search.get('status') ?? '';
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const api = useApi();
  const gamesLoad = useLoad('admin-games', () => api.adminGames());
  const games: AdminGame[] = gamesLoad.status === 'ready' ? gamesLoad.data.data : [];

  const statusIndex = adminChallengeStatusWords.indexOf(
    statusWord as (typeof adminChallengeStatusWords)[number],
  );
  const loaded = useLoad(`admin-challenges:${gameId}|${statusWord}|${page}`, () =>
    call(
      api.adminChallenges({
        ...(gameId ? { gameId } : {}),
        ...(statusIndex >= 0 ? { status: statusIndex as AdminChallengeStatus } : {}),
        page,
      }),
      'adminChallenges',
    ),
  );
  const refresh = loaded.reload;
  const listError = loaded.status === 'error' ? (loaded.error as UserMessage) : null;
  const saved = useSavedChallenge(loaded.status === 'ready' ? loaded.data.data.items : null);
  const list = {
    status: loaded.status,
    items: loaded.status === 'ready' ? saved.rows : [],
    total: loaded.status === 'ready' ? loaded.data.data.total : 0,
    pageSize: loaded.status === 'ready' ? loaded.data.data.pageSize : 20,
  };
  const unauthorized =
    listError !== null &&
    'messageKey' in listError &&
    listError.messageKey === 'errors.auth.authenticationFailed';

  const cancelMachine = useMemo(
    () =>
      adminChallengeCancelMachine.provide({
        actions: { reloadList: () => refresh() },
        actors: {
          cancelChallenge: fromPromise(async ({ input }) =>
            call(api.cancelChallenge(input.id, input.reason), 'cancelChallenge'),
          ),
        },
      }),
    [api, refresh],
  );
  const [cancel, sendCancel] = useMachine(cancelMachine);
  const finishMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actions: { afterDone: () => refresh() },
        actors: {
          perform: fromPromise(async ({ input }) => {
            await call(api.finishNow(input.target.id), 'finishNow');
            return null;
          }),
        },
      }),
    [api, refresh],
  );
  const [finish, sendFinish] = useMachine(finishMachine);
  const cancelResult = cancel.context.result;
  const cancelledNotice =
    cancel.matches('cancelled') && cancelResult
      ? t('admin.challenges.cancel.done', {
          title: cancel.context.challenge?.title ?? '',
          count: cancelResult.refundedPlayers,
          gCoins: formatCount(cancelResult.refundedGCoins),
        })
      : null;
  const finishedNotice = finish.matches('done')
    ? t('admin.challenges.finish.done', { title: finish.context.target?.name ?? '' })
    : null;

  // From the address bar, not the last render: two quick changes (game, then status) both stay.
  const currentSearch = () => new URLSearchParams(window.location.search);
  const setFilter = (key: 'game' | 'status', value: string) => {
    const next = currentSearch();
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next, { replace: true });
  };
  const setPage = (page: number) => {
    const next = currentSearch();
    next.set('page', String(page));
    setSearch(next);
  };

  // The dialog and the table say the rest themselves (admin.common.*).
  const tableLabels = {
    emptyTitle: t('admin.challenges.list.empty'),
    noMatchesTitle: t('admin.challenges.list.empty'),
  };

  const columns = useChallengeColumns(games, {
    onFinish: (row) => {
      sendCancel({ type: 'close' });
      sendFinish({ type: 'open', target: { id: row.id, name: row.title } });
    },
    onCancel: (row) => {
      sendFinish({ type: 'close' });
      sendCancel({ type: 'close' });
      sendCancel({ type: 'open', challenge: { id: row.id, title: row.title } });
    },
  });

  if (unauthorized) return <Navigate to={paths.join.pattern} replace />;
  if (cancel.matches('unauthorized') || finish.matches('unauthorized')) {
    return <Navigate to={paths.join.pattern} replace />;
  }

  return (
    <AdminLayout
      title={t('admin.challenges.list.heading')}
      actions={
        <Button as={RouterLink} to={adminPaths.newChallenge}>
          {t('admin.challenges.list.new')}
        </Button>
      }
    >
      <AdminStack>
        {(cancelledNotice ?? finishedNotice) ? (
          <MessageBanner tone="success" role="status">
            {cancelledNotice ?? finishedNotice}
          </MessageBanner>
        ) : null}
        <DataTable
          mode="server"
          label={t('admin.challenges.list.table')}
          columns={columns}
          rows={list.items}
          getRowId={(row) => row.id}
          status={list.status}
          error={text(listError)}
          onRetry={refresh}
          labels={tableLabels}
          page={page}
          onPageChange={setPage}
          pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
          total={list.total}
          onRowOpen={(row) => void navigate(adminPaths.challenge(row.id))}
          highlightedRowId={saved.id}
          toolbar={
            <AdminToolbar>
              <SelectField
                label={t('admin.challenges.list.game')}
                options={[
                  { value: '', label: t('admin.common.all') },
                  ...games.map((game) => ({ value: game.id, label: game.name })),
                ]}
                value={gameId}
                onChange={(value) => setFilter('game', value)}
              />
              <SelectField
                label={t('admin.challenges.list.status')}
                options={[
                  { value: '', label: t('admin.common.all') },
                  ...adminChallengeStatusWords.map((word) => ({
                    value: word,
                    label: t(`admin.challenges.status.${word}`),
                  })),
                ]}
                value={statusWord}
                onChange={(value) => setFilter('status', value)}
              />
            </AdminToolbar>
          }
        />
      </AdminStack>
      <ReasonDialog
        open={cancel.matches('reasoning') || cancel.matches('cancelling') || cancel.matches('failed')}
        title={t('admin.challenges.cancel.title', { title: cancel.context.challenge?.title ?? '' })}
        description={t('admin.challenges.cancel.description')}
        kind="cancelChallenge"
        busy={cancel.hasTag('busy')}
        error={text(cancel.context.error)}
        onSubmit={(reason) => {
          // After a failure the operator may have changed the reason: go back to it, then send again.
          if (cancel.matches('failed')) sendCancel({ type: 'dismiss' });
          sendCancel({ type: 'submit', reason });
        }}
        onCancel={() => sendCancel({ type: 'close' })}
      />
      <ConfirmDialog
        open={isConfirmStep(finish)}
        tone="danger"
        title={t('admin.challenges.finish.title', { title: finish.context.target?.name ?? '' })}
        description={t('admin.challenges.finish.description')}
        confirmLabel={t('admin.challenges.finish.confirm')}
        busy={finish.hasTag('busy')}
        {...(finish.matches('failed') ? { error: text(finish.context.error) } : {})}
        onConfirm={() => sendFinish({ type: finish.matches('failed') ? 'retry' : 'confirm' })}
        onCancel={() => sendFinish({ type: 'close' })}
      />
      <Toast message={saved.toast} onDismiss={saved.dismissToast} />
    </AdminLayout>
  );
}
