import styled from '@emotion/styled';
import { errorMessage } from '@arena/api-client';
import { userRoles } from '@arena/contract';
import type {
  AdminGameAccount,
  AdminLedgerEntry,
  AdminUserChallenge,
  AdminUserDetail,
  AdminUserDevice,
  UserRole,
} from '@arena/contract';
import { adminBlockPlayerMachine } from '@arena/machines';
import { Badge, Button, ConfirmDialog, DataTable, MessageBanner, ReasonDialog, SelectField } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { api } from '../../session/api';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { formatCount } from '../store/money-format';
import { AdminLayout } from './AdminLayout';
import { adminPaths } from './admin-paths';
import {
  Actions,
  Ltr,
  Section,
  SectionHeading,
  Stack,
  Toolbar,
  useDateTime,
  useFailureText,
  useReasonLabels,
  useTableLabels,
} from './players-shared';

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: 0,
  '& dt': { color: theme.colors.textMuted },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Block (with a reason) and Unblock, through the adminBlockPlayer machine. */
function BlockControls({ player, onChanged }: { player: AdminUserDetail; onChanged: () => void }) {
  const { t } = useTranslation();
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
    [player.id, onChanged],
  );
  const [state, send] = useMachine(machine, { input: { blocked: player.blocked } });
  useEffect(() => {
    send({ type: 'sync', blocked: player.blocked });
  }, [player.blocked, send]);
  const reasonLabels = useReasonLabels(t('admin.players.blockDialog.confirm'), 'audit');

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
        labels={reasonLabels}
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
        cancelLabel={t('admin.common.cancel')}
        closeLabel={t('admin.common.close')}
        busy={state.matches('unblocking')}
        {...(failedUnblock ? { error: text(state.context.error) } : {})}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </>
  );
}

/**
 * /admin/players/:id (issue 12): the player's profile, balances, linked game accounts (release a
 * disputed Brawl Stars tag), ledger history, challenges and devices; Block / Unblock, Resend
 * verification, and for admins the role.
 */
export default function PlayerPage() {
  const { t } = useTranslation();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const tableLabels = useTableLabels('players');
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const loaded = useLoad(`player:${id}`, () => api.adminUser(id));
  const reload = loaded.reload;
  const [notice, setNotice] = useState<Notice>(null);
  const [resending, setResending] = useState(false);
  const [role, setRole] = useState<UserRole | null>(null);
  const [savingRole, setSavingRole] = useState(false);
  const [releasing, setReleasing] = useState<AdminGameAccount | null>(null);
  const [releaseBusy, setReleaseBusy] = useState(false);
  const [releaseError, setReleaseError] = useState<string | null>(null);
  const reasonLabels = useReasonLabels(t('admin.players.releaseDialog.confirm'), 'audit');

  const player = loaded.status === 'ready' ? loaded.data.data : null;
  const title = player?.name ?? t('admin.players.title');
  const back = <Link to={adminPaths.players}>{t('admin.players.detail.back')}</Link>;

  if (!player) {
    return (
      <AdminLayout title={title} actions={back}>
        {loaded.status === 'error' ? (
          <MessageBanner
            tone="error"
            title={t('admin.players.detail.loadFailed')}
            action={
              <Button size="sm" variant="secondary" onClick={reload}>
                {t('admin.common.retry')}
              </Button>
            }
          >
            {failure(loaded.error, 'adminUser')}
          </MessageBanner>
        ) : (
          <p role="status">{t('admin.common.loading')}</p>
        )}
      </AdminLayout>
    );
  }

  const resend = async () => {
    setResending(true);
    try {
      const answer = await api.resendUserVerification(player.id);
      setNotice({ tone: 'success', text: answer.message });
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error, 'resendUserVerification') });
    } finally {
      setResending(false);
    }
  };
  const saveRole = async () => {
    if (!role || role === player.role) return;
    setSavingRole(true);
    try {
      const answer = await api.setUserRole(player.id, role);
      setNotice({ tone: 'success', text: answer.message });
      setRole(null);
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error, 'setUserRole') });
    } finally {
      setSavingRole(false);
    }
  };
  const release = async (reason: string) => {
    if (!releasing) return;
    setReleaseBusy(true);
    setReleaseError(null);
    try {
      const answer = await api.releaseGameAccount(releasing.id, reason);
      setReleasing(null);
      setNotice({ tone: 'success', text: answer.message });
      reload();
    } catch (error) {
      setReleaseError(failure(error, 'releaseGameAccount'));
    } finally {
      setReleaseBusy(false);
    }
  };

  const accountColumns: DataTableColumn<AdminGameAccount>[] = [
    {
      id: 'account',
      header: t('admin.players.columns.account'),
      cell: (row) => (
        <span>
          {row.displayName}
          <br />
          {row.games.join(', ')}
        </span>
      ),
    },
    {
      id: 'externalId',
      header: t('admin.players.columns.externalId'),
      cell: (row) => <Ltr>{row.externalId}</Ltr>,
    },
    {
      id: 'status',
      header: t('admin.players.columns.status'),
      cell: (row) =>
        row.linked
          ? t('admin.players.detail.linked', { date: dateTime(row.linkedAt) })
          : `${t('admin.players.detail.unlinked', { date: dateTime(row.unlinkedAt) })}${row.unlinkReason ? ` · ${row.unlinkReason}` : ''}`,
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: (row) =>
        row.linked && row.provider === 'supercell' ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={`${t('admin.players.detail.release')}: ${row.externalId}`}
            onClick={() => {
              setReleaseError(null);
              setReleasing(row);
            }}
          >
            {t('admin.players.detail.release')}
          </Button>
        ) : null,
    },
  ];
  const signed = (amount: number) => (amount > 0 ? `+${formatCount(amount)}` : formatCount(amount));
  const ledgerColumns: DataTableColumn<AdminLedgerEntry>[] = [
    {
      id: 'date',
      header: t('admin.players.columns.date'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
    },
    {
      id: 'type',
      header: t('admin.players.columns.type'),
      value: (row) => row.type,
      cell: (row) => <Ltr>{row.type}</Ltr>,
    },
    { id: 'description', header: t('admin.players.columns.description'), cell: (row) => row.description },
    {
      id: 'gCoins',
      header: t('admin.players.columns.gCoins'),
      value: (row) => row.gCoins,
      cell: (row) => <Ltr>{signed(row.gCoins)}</Ltr>,
      numeric: true,
    },
    {
      id: 'crystals',
      header: t('admin.players.columns.crystals'),
      value: (row) => row.crystals,
      cell: (row) => <Ltr>{signed(row.crystals)}</Ltr>,
      numeric: true,
    },
    { id: 'status', header: t('admin.players.columns.status'), cell: (row) => row.status },
  ];
  const challengeColumns: DataTableColumn<AdminUserChallenge>[] = [
    {
      id: 'challenge',
      header: t('admin.players.columns.challenge'),
      value: (row) => row.title,
      cell: (row) => row.title,
    },
    { id: 'game', header: t('admin.players.columns.game'), cell: (row) => row.gameName },
    {
      id: 'date',
      header: t('admin.players.columns.date'),
      value: (row) => row.enrolledAt,
      cell: (row) => dateTime(row.enrolledAt),
      numeric: true,
    },
    {
      id: 'rank',
      header: t('admin.players.columns.rank'),
      cell: (row) => (row.rank === null ? '' : String(row.rank)),
      numeric: true,
    },
    {
      id: 'score',
      header: t('admin.players.columns.score'),
      value: (row) => row.score + row.bonusScore,
      cell: (row) => formatCount(row.score + row.bonusScore),
      numeric: true,
    },
  ];
  const deviceColumns: DataTableColumn<AdminUserDevice>[] = [
    { id: 'device', header: t('admin.players.columns.device'), cell: (row) => <Ltr>{row.deviceId}</Ltr> },
    {
      id: 'firstSeen',
      header: t('admin.players.columns.firstSeen'),
      cell: (row) => dateTime(row.firstSeenAt),
      numeric: true,
    },
    {
      id: 'lastSeen',
      header: t('admin.players.columns.lastSeen'),
      value: (row) => row.lastSeenAt,
      cell: (row) => dateTime(row.lastSeenAt),
      numeric: true,
    },
    {
      id: 'sessions',
      header: t('admin.players.columns.sessions'),
      cell: (row) => formatCount(row.sessions),
      numeric: true,
    },
  ];
  // Each table names its own paging navigation (several on one page).
  const table = (title: string, empty: string) => ({
    ...tableLabels,
    emptyTitle: empty,
    noMatchesTitle: empty,
    pagination: `${tableLabels.pagination}: ${title}`,
  });

  return (
    <AdminLayout title={title} actions={<Actions>{back}</Actions>}>
      <Stack>
        {notice ? (
          <MessageBanner
            tone={notice.tone}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            action={
              <Button size="sm" variant="secondary" onClick={() => setNotice(null)}>
                {t('admin.common.close')}
              </Button>
            }
          >
            {notice.text}
          </MessageBanner>
        ) : null}
        {player.blocked ? (
          <MessageBanner
            tone="warning"
            title={t('admin.players.detail.blockedSince', { date: dateTime(player.blockedAt) })}
          >
            {player.blockedReason
              ? t('admin.players.detail.blockedReason', { reason: player.blockedReason })
              : null}
          </MessageBanner>
        ) : null}
        <Section title={t('admin.players.detail.profile')}>
          <Facts>
            <dt>{t('admin.players.detail.id')}</dt>
            <dd>
              <Ltr>{player.id}</Ltr>
            </dd>
            <dt>{t('admin.players.detail.email')}</dt>
            <dd>
              <Ltr>{player.email}</Ltr>{' '}
              <Badge tone={player.emailVerified ? 'success' : 'neutral'}>
                {t(
                  player.emailVerified ? 'admin.players.status.verified' : 'admin.players.status.unverified',
                )}
              </Badge>
            </dd>
            <dt>{t('admin.players.table.role')}</dt>
            <dd>{t(`admin.players.role.${player.role}`)}</dd>
            <dt>{t('admin.players.table.status')}</dt>
            <dd>
              <Badge tone={player.blocked ? 'danger' : 'success'}>
                {t(player.blocked ? 'admin.players.status.blocked' : 'admin.players.status.active')}
              </Badge>
            </dd>
            <dt>{t('admin.players.detail.provider')}</dt>
            <dd>{t(`admin.players.provider.${player.provider}`)}</dd>
            <dt>{t('admin.players.detail.country')}</dt>
            <dd>{player.country ?? '—'}</dd>
            <dt>{t('admin.players.detail.level')}</dt>
            <dd>{player.levelInfo.currentLevel}</dd>
            <dt>{t('admin.players.detail.joined')}</dt>
            <dd>{dateTime(player.createdAt)}</dd>
            <dt>{t('admin.players.detail.lastSignIn')}</dt>
            <dd>{player.lastSignInAt ? dateTime(player.lastSignInAt) : t('admin.players.detail.never')}</dd>
            <dt>{t('admin.players.detail.balances')}</dt>
            <dd>
              <Ltr>
                {formatCount(player.crystals)} {t('admin.players.columns.crystals')} ·{' '}
                {formatCount(player.gCoins)} {t('admin.players.columns.gCoins')}
              </Ltr>
            </dd>
          </Facts>
          <Toolbar>
            <BlockControls player={player} onChanged={reload} />
            {!player.emailVerified ? (
              <Button variant="secondary" loading={resending} onClick={() => void resend()}>
                {t('admin.players.actions.resend')}
              </Button>
            ) : null}
          </Toolbar>
          {isAdmin ? (
            <Toolbar>
              <SelectField
                label={t('admin.players.actions.role')}
                options={userRoles.map((value) => ({ value, label: t(`admin.players.role.${value}`) }))}
                value={role ?? player.role}
                onChange={(value) => setRole(value as UserRole)}
              />
              <Button
                variant="secondary"
                loading={savingRole}
                disabled={!role || role === player.role}
                onClick={() => void saveRole()}
              >
                {t('admin.players.actions.saveRole')}
              </Button>
            </Toolbar>
          ) : null}
        </Section>
        <Stack>
          <SectionHeading>{t('admin.players.detail.gameAccounts')}</SectionHeading>
          <DataTable
            label={t('admin.players.detail.gameAccounts')}
            columns={accountColumns}
            rows={player.gameAccounts}
            getRowId={(row) => row.id}
            status="ready"
            labels={table(t('admin.players.detail.gameAccounts'), t('admin.players.detail.noGameAccounts'))}
          />
        </Stack>
        <Stack>
          <SectionHeading>{t('admin.players.detail.ledger')}</SectionHeading>
          <DataTable
            label={t('admin.players.detail.ledger')}
            columns={ledgerColumns}
            rows={player.ledger}
            getRowId={(row) => row.id}
            status="ready"
            labels={table(t('admin.players.detail.ledger'), t('admin.players.detail.noLedger'))}
            pageSize={10}
          />
        </Stack>
        <Stack>
          <SectionHeading>{t('admin.players.detail.challenges')}</SectionHeading>
          <DataTable
            label={t('admin.players.detail.challenges')}
            columns={challengeColumns}
            rows={player.challenges}
            getRowId={(row) => row.id}
            status="ready"
            labels={table(t('admin.players.detail.challenges'), t('admin.players.detail.noChallenges'))}
            pageSize={10}
          />
        </Stack>
        <Stack>
          <SectionHeading>{t('admin.players.detail.devices')}</SectionHeading>
          <DataTable
            label={t('admin.players.detail.devices')}
            columns={deviceColumns}
            rows={player.devices}
            getRowId={(row) => row.deviceId}
            status="ready"
            labels={table(t('admin.players.detail.devices'), t('admin.players.detail.noDevices'))}
          />
        </Stack>
      </Stack>
      <ReasonDialog
        open={releasing !== null}
        title={t('admin.players.releaseDialog.title', { tag: releasing?.externalId ?? '' })}
        description={t('admin.players.releaseDialog.description', { name: player.name })}
        labels={reasonLabels}
        busy={releaseBusy}
        {...(releaseError ? { error: releaseError } : {})}
        onSubmit={(reason) => void release(reason)}
        onCancel={() => setReleasing(null)}
      />
    </AdminLayout>
  );
}
