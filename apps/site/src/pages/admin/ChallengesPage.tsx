import styled from '@emotion/styled';
import type { AdminChallenge, AdminChallengeStatus, AdminGame } from '@arena/contract';
import { adminChallengeStatusWords } from '@arena/contract';
import { adminChallengeCancelMachine } from '@arena/machines';
import type { UserMessage } from '@arena/machines';
import { Badge, Button, ConfirmDialog, DataTable, MessageBanner, ReasonDialog, SelectField } from '@arena/ui';
import type { BadgeTone, DataTableColumn } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { api } from '../../session/api';
import { AdminLayout } from './AdminLayout';
import { call, finishNow, formatCount, formatDateTime } from './admin-api';
import { useReasonLabels, useTableLabels } from './admin-labels';
import { adminPaths } from './admin-paths';

const Filters = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  '& > *': { minInlineSize: '12rem' },
}));
const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4] }));
const RowActions = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[2],
  whiteSpace: 'nowrap',
}));

const statusTone: Record<AdminChallengeStatus, BadgeTone> = {
  0: 'accent',
  1: 'success',
  2: 'neutral',
  3: 'danger',
};

type ListResult = {
  /** The query it answers (filters, page, reload), so a newer query shows loading. */
  key: string;
  items: AdminChallenge[];
  total: number;
  pageSize: number;
  error: UserMessage | null;
};

/** /admin/challenges: every challenge by game and status, 20 a page, with edit, cancel and finish now. */
export default function ChallengesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const text = useMessageText();
  const [search, setSearch] = useSearchParams();
  const gameId = search.get('game') ?? '';
  const statusWord = search.get('status') ?? '';
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const [games, setGames] = useState<AdminGame[]>([]);
  const [result, setResult] = useState<ListResult | null>(null);
  const [reload, setReload] = useState(0);
  const [finishing, setFinishing] = useState<{
    challenge: AdminChallenge;
    busy: boolean;
    error: string | null;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [unauthorized, setUnauthorized] = useState(false);

  useEffect(() => {
    let current = true;
    api.adminGames().then(
      (answer) => current && setGames(answer.data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const queryKey = `${gameId}|${statusWord}|${page}|${reload}`;
  useEffect(() => {
    let current = true;
    const status = adminChallengeStatusWords.indexOf(
      statusWord as (typeof adminChallengeStatusWords)[number],
    );
    call(
      api.adminChallenges({
        ...(gameId ? { gameId } : {}),
        ...(status >= 0 ? { status: status as AdminChallengeStatus } : {}),
        page,
      }),
      'adminChallenges',
    ).then(
      (answer) =>
        current &&
        setResult({
          key: queryKey,
          items: answer.data.items,
          total: answer.data.total,
          pageSize: answer.data.pageSize,
          error: null,
        }),
      (error: UserMessage) => {
        if (!current) return;
        if ('messageKey' in error && error.messageKey === 'errors.auth.authenticationFailed') {
          setUnauthorized(true);
        }
        setResult({ key: queryKey, items: [], total: 0, pageSize: 20, error });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, statusWord, page, queryKey]);
  const loaded = result?.key === queryKey ? result : null;
  const list = {
    status: !loaded ? 'loading' : loaded.error ? 'error' : 'ready',
    items: loaded?.items ?? [],
    total: loaded?.total ?? result?.total ?? 0,
    pageSize: loaded?.pageSize ?? 20,
    error: loaded?.error ?? null,
  } as const;

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const machine = useMemo(
    () =>
      adminChallengeCancelMachine.provide({
        actions: { reloadList: refresh },
        actors: {
          cancelChallenge: fromPromise(async ({ input }) =>
            call(api.cancelChallenge(input.id, input.reason), 'cancelChallenge'),
          ),
        },
      }),
    [refresh],
  );
  const [cancel, sendCancel] = useMachine(machine);
  const cancelResult = cancel.context.result;
  const cancelledNotice =
    cancel.matches('cancelled') && cancelResult
      ? t('admin.challenges.cancel.done', {
          title: cancel.context.challenge?.title ?? '',
          count: cancelResult.refundedPlayers,
          gCoins: formatCount(cancelResult.refundedGCoins),
        })
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

  const gameName = (id: string) => games.find((game) => game.id === id)?.name ?? id;
  const reasonLabels = useReasonLabels(
    t('admin.challenges.cancel.confirm'),
    t('admin.challenges.cancel.reasonHint'),
  );
  const tableLabels = useTableLabels({
    emptyTitle: t('admin.challenges.list.empty'),
    noMatchesTitle: t('admin.challenges.list.empty'),
  });

  const columns: DataTableColumn<AdminChallenge>[] = [
    {
      id: 'title',
      header: t('admin.challenges.list.title'),
      cell: (row) => <RouterLink to={adminPaths.challenge(row.id)}>{row.title}</RouterLink>,
    },
    { id: 'game', header: t('admin.challenges.list.game'), cell: (row) => gameName(row.gameId) },
    { id: 'type', header: t('admin.challenges.list.type'), cell: (row) => t(`challenge.type.${row.type}`) },
    {
      id: 'status',
      header: t('admin.challenges.list.status'),
      cell: (row) => (
        <Badge tone={statusTone[row.status]}>
          {t(`admin.challenges.status.${adminChallengeStatusWords[row.status]}`)}
        </Badge>
      ),
    },
    {
      id: 'starts',
      header: t('admin.challenges.list.starts'),
      numeric: true,
      cell: (row) => formatDateTime(row.startTime, i18n.language),
    },
    {
      id: 'players',
      header: t('admin.challenges.list.players'),
      numeric: true,
      cell: (row) => `${formatCount(row.participants)} / ${formatCount(row.maxPlayers)}`,
    },
    {
      id: 'fees',
      header: t('admin.challenges.list.fees'),
      numeric: true,
      cell: (row) =>
        t('admin.challenges.list.gCoins', {
          count: row.feesCollected,
          formatted: formatCount(row.feesCollected),
        }),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: (row) =>
        row.status === 0 || row.status === 1 ? (
          <RowActions>
            {row.status === 0 ? (
              <Button
                as={RouterLink}
                to={adminPaths.challenge(row.id)}
                size="sm"
                variant="secondary"
                aria-label={t('admin.challenges.list.editNamed', { title: row.title })}
              >
                {t('admin.challenges.list.edit')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('admin.challenges.list.finishNamed', { title: row.title })}
              onClick={() => setFinishing({ challenge: row, busy: false, error: null })}
            >
              {t('admin.challenges.list.finish')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('admin.challenges.list.cancelNamed', { title: row.title })}
              onClick={() => {
                setNotice(null);
                sendCancel({ type: 'close' });
                sendCancel({ type: 'open', challenge: { id: row.id, title: row.title } });
              }}
            >
              {t('admin.challenges.list.cancel')}
            </Button>
          </RowActions>
        ) : null,
    },
  ];

  if (unauthorized) return <Navigate to={paths.join.pattern} replace />;
  if (cancel.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const confirmFinish = async () => {
    if (!finishing) return;
    setFinishing({ ...finishing, busy: true, error: null });
    try {
      await finishNow(finishing.challenge.id);
      sendCancel({ type: 'close' });
      setNotice(t('admin.challenges.finish.done', { title: finishing.challenge.title }));
      setFinishing(null);
      refresh();
    } catch (error) {
      setFinishing({ ...finishing, busy: false, error: text(error as UserMessage) ?? null });
    }
  };

  return (
    <AdminLayout
      title={t('admin.challenges.list.heading')}
      actions={
        <Button as={RouterLink} to={adminPaths.newChallenge}>
          {t('admin.challenges.list.new')}
        </Button>
      }
    >
      <Stack>
        {(cancelledNotice ?? notice) ? (
          <MessageBanner tone="success" role="status">
            {cancelledNotice ?? notice}
          </MessageBanner>
        ) : null}
        <DataTable
          mode="server"
          label={t('admin.challenges.list.table')}
          columns={columns}
          rows={list.items}
          getRowId={(row) => row.id}
          status={list.status}
          error={text(list.error)}
          onRetry={refresh}
          labels={tableLabels}
          page={page}
          onPageChange={setPage}
          pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
          total={list.total}
          onRowOpen={(row) => void navigate(adminPaths.challenge(row.id))}
          toolbar={
            <Filters>
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
            </Filters>
          }
        />
      </Stack>
      <ReasonDialog
        open={cancel.matches('reasoning') || cancel.matches('cancelling') || cancel.matches('failed')}
        title={t('admin.challenges.cancel.title', { title: cancel.context.challenge?.title ?? '' })}
        description={t('admin.challenges.cancel.description')}
        labels={reasonLabels}
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
        open={finishing !== null}
        tone="danger"
        title={t('admin.challenges.finish.title', { title: finishing?.challenge.title ?? '' })}
        description={t('admin.challenges.finish.description')}
        confirmLabel={t('admin.challenges.finish.confirm')}
        cancelLabel={t('admin.common.cancel')}
        closeLabel={t('admin.common.close')}
        busy={finishing?.busy ?? false}
        error={finishing?.error ?? undefined}
        onConfirm={() => void confirmFinish()}
        onCancel={() => setFinishing(null)}
      />
    </AdminLayout>
  );
}
