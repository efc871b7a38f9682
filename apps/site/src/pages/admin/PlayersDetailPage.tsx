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
import { adminBlockPlayerMachine, adminOperationMachine, isConfirmStep } from '@arena/machines';
import {
  AdminActions,
  AdminFacts,
  AdminLtr,
  AdminSection,
  AdminSectionHeading,
  AdminStack,
  AdminToolbar,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  MessageBanner,
  ReasonDialog,
  SelectField,
} from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { formatCount } from '../store/money-format';
import { describeTransaction } from '../wallet/describe-transaction';
import { AdminLayout } from './AdminLayout';
import { PlayerStatusBadge } from './PlayerStatusBadge';
import { LedgerType } from './LabelledCode';
import { adminPaths } from './admin-paths';
import { useDateTime, useFailureText, useReasonLabels, useTableLabels } from './players-shared';

/** Block (with a reason) and Unblock, through the adminBlockPlayer machine. */
function BlockControls({ player, onChanged }: { player: AdminUserDetail; onChanged: () => void }) {
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
  const { t, i18n } = useTranslation();
  const regionNames = useMemo(
    () => new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }),
    [i18n.language],
  );
  const api = useApi();
  const text = useMessageText();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const tableLabels = useTableLabels('players');
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const loaded = useLoad(`player:${id}`, () => api.adminUser(id));
  const reload = loaded.reload;
  // The field's text until saved (view state); the three actions below are operation machines.
  const [role, setRole] = useState<UserRole | null>(null);
  const resendMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              return await api.resendUserVerification(input.target.id);
            } catch (error) {
              throw errorMessage(error, 'resendUserVerification');
            }
          }),
        },
      }),
    [api],
  );
  const [resend, sendResend] = useMachine(resendMachine);
  const roleMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actions: {
          afterDone: () => {
            setRole(null);
            reload();
          },
        },
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              return await api.setUserRole(input.target.id, input.input as UserRole);
            } catch (error) {
              throw errorMessage(error, 'setUserRole');
            }
          }),
        },
      }),
    [api, reload],
  );
  const [roleSave, sendRole] = useMachine(roleMachine);
  const releaseMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actions: { afterDone: () => reload() },
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              return await api.releaseGameAccount(input.target.id, input.input as string);
            } catch (error) {
              throw errorMessage(error, 'releaseGameAccount');
            }
          }),
        },
      }),
    [api, reload],
  );
  const [release, sendRelease] = useMachine(releaseMachine);
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

  if ([resend, roleSave, release].some((each) => each.matches('unauthorized'))) {
    return <Navigate to={paths.join.pattern} replace />;
  }
  /** A finished action's banner: the server's words when done, the failure otherwise; Close clears it. */
  const banner = (snapshot: typeof resend, onClose: () => void, failedHere: boolean): ReactNode => {
    const done = snapshot.matches('done') ? (snapshot.context.result as { message?: string } | null) : null;
    if (!done && !failedHere) return null;
    const tone = done ? 'success' : 'error';
    return (
      <MessageBanner
        tone={tone}
        role={tone === 'error' ? 'alert' : 'status'}
        action={
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('admin.common.close')}
          </Button>
        }
      >
        {done ? (done.message ?? '') : text(snapshot.context.error)}
      </MessageBanner>
    );
  };

  const accountColumns: DataTableColumn<AdminGameAccount>[] = [
    {
      id: 'account',
      header: t('admin.players.columns.account'),
      cell: (row) => (
        <span>
          <bdi>{row.displayName}</bdi>
          <br />
          {row.games.join(', ')}
        </span>
      ),
    },
    {
      id: 'externalId',
      header: t('admin.players.columns.externalId'),
      cell: (row) => <AdminLtr>{row.externalId}</AdminLtr>,
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
            onClick={() => sendRelease({ type: 'open', target: { id: row.id, name: row.externalId } })}
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
      cell: (row) => <LedgerType type={row.type} />,
    },
    {
      id: 'description',
      header: t('admin.players.columns.description'),
      // The movement told in the reader's words from its facts, as the player's own history does.
      cell: (row) =>
        describeTransaction(
          {
            transactionType: row.type,
            description: row.description,
            amount: row.crystals || row.gCoins,
            metadata: row.metadata,
          },
          t,
        ),
    },
    {
      id: 'gCoins',
      header: t('admin.players.columns.gCoins'),
      value: (row) => row.gCoins,
      cell: (row) => <AdminLtr>{signed(row.gCoins)}</AdminLtr>,
      numeric: true,
    },
    {
      id: 'crystals',
      header: t('admin.players.columns.crystals'),
      value: (row) => row.crystals,
      cell: (row) => <AdminLtr>{signed(row.crystals)}</AdminLtr>,
      numeric: true,
    },
    {
      id: 'status',
      header: t('admin.players.columns.status'),
      cell: (row) =>
        row.status === 'completed' || row.status === 'pending' || row.status === 'refunded'
          ? t(`transaction.status.${row.status}`)
          : row.status,
    },
  ];
  const challengeColumns: DataTableColumn<AdminUserChallenge>[] = [
    {
      id: 'challenge',
      header: t('admin.players.columns.challenge'),
      value: (row) => row.title,
      cell: (row) => <bdi>{row.title}</bdi>,
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
    {
      id: 'device',
      header: t('admin.players.columns.device'),
      cell: (row) => <AdminLtr>{row.deviceId}</AdminLtr>,
    },
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
    <AdminLayout title={title} titleIsName actions={<AdminActions>{back}</AdminActions>}>
      <AdminStack>
        {banner(resend, () => sendResend({ type: 'close' }), resend.matches('failed'))}
        {banner(roleSave, () => sendRole({ type: 'close' }), roleSave.matches('failed'))}
        {banner(release, () => sendRelease({ type: 'close' }), false)}
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
        <AdminSection title={t('admin.players.detail.profile')}>
          <AdminFacts
            items={[
              {
                id: 'id',
                label: t('admin.players.detail.id'),
                value: (
                  <>
                    <AdminLtr>{player.id}</AdminLtr>
                  </>
                ),
              },
              {
                id: 'email',
                label: t('admin.players.detail.email'),
                value: (
                  <>
                    <AdminLtr>{player.email}</AdminLtr>{' '}
                    <Badge tone={player.emailVerified ? 'success' : 'neutral'}>
                      {t(
                        player.emailVerified
                          ? 'admin.players.status.verified'
                          : 'admin.players.status.unverified',
                      )}
                    </Badge>
                  </>
                ),
              },
              {
                id: 'role',
                label: t('admin.players.table.role'),
                value: t(`admin.players.role.${player.role}`),
              },
              {
                id: 'status',
                label: t('admin.players.table.status'),
                value: (
                  <>
                    <PlayerStatusBadge player={player} />
                  </>
                ),
              },
              {
                id: 'provider',
                label: t('admin.players.detail.provider'),
                value: t(`admin.players.provider.${player.provider}`),
              },
              {
                id: 'country',
                label: t('admin.players.detail.country'),
                value: player.country ? (regionNames.of(player.country) ?? player.country) : '—',
              },
              { id: 'level', label: t('admin.players.detail.level'), value: player.levelInfo.currentLevel },
              { id: 'joined', label: t('admin.players.detail.joined'), value: dateTime(player.createdAt) },
              {
                id: 'lastSignIn',
                label: t('admin.players.detail.lastSignIn'),
                value: player.lastSignInAt ? dateTime(player.lastSignInAt) : t('admin.players.detail.never'),
              },
              {
                id: 'balances',
                label: t('admin.players.detail.balances'),
                value: (
                  <>
                    <AdminLtr>
                      {formatCount(player.crystals)} {t('admin.players.columns.crystals')} ·{' '}
                      {formatCount(player.gCoins)} {t('admin.players.columns.gCoins')}
                    </AdminLtr>
                  </>
                ),
              },
            ]}
          />
          <AdminToolbar>
            <BlockControls player={player} onChanged={reload} />
            {!player.emailVerified ? (
              <Button
                variant="secondary"
                loading={resend.hasTag('busy')}
                onClick={() => sendResend({ type: 'start', target: { id: player.id } })}
              >
                {t('admin.players.actions.resend')}
              </Button>
            ) : null}
          </AdminToolbar>
          {isAdmin ? (
            <AdminToolbar>
              <SelectField
                label={t('admin.players.actions.role')}
                options={userRoles.map((value) => ({ value, label: t(`admin.players.role.${value}`) }))}
                value={role ?? player.role}
                onChange={(value) => setRole(value as UserRole)}
              />
              <Button
                variant="secondary"
                loading={roleSave.hasTag('busy')}
                disabled={!role || role === player.role}
                onClick={() => sendRole({ type: 'start', target: { id: player.id }, input: role })}
              >
                {t('admin.players.actions.saveRole')}
              </Button>
            </AdminToolbar>
          ) : null}
        </AdminSection>
        <AdminStack>
          <AdminSectionHeading>{t('admin.players.detail.gameAccounts')}</AdminSectionHeading>
          <DataTable
            label={t('admin.players.detail.gameAccounts')}
            columns={accountColumns}
            rows={player.gameAccounts}
            getRowId={(row) => row.id}
            status="ready"
            labels={table(t('admin.players.detail.gameAccounts'), t('admin.players.detail.noGameAccounts'))}
          />
        </AdminStack>
        <AdminStack>
          <AdminSectionHeading>{t('admin.players.detail.ledger')}</AdminSectionHeading>
          <DataTable
            label={t('admin.players.detail.ledger')}
            columns={ledgerColumns}
            rows={player.ledger}
            getRowId={(row) => row.id}
            status="ready"
            labels={table(t('admin.players.detail.ledger'), t('admin.players.detail.noLedger'))}
            pageSize={10}
          />
        </AdminStack>
        <AdminStack>
          <AdminSectionHeading>{t('admin.players.detail.challenges')}</AdminSectionHeading>
          <DataTable
            label={t('admin.players.detail.challenges')}
            columns={challengeColumns}
            rows={player.challenges}
            getRowId={(row) => row.id}
            status="ready"
            labels={table(t('admin.players.detail.challenges'), t('admin.players.detail.noChallenges'))}
            pageSize={10}
          />
        </AdminStack>
        <AdminStack>
          <AdminSectionHeading>{t('admin.players.detail.devices')}</AdminSectionHeading>
          <DataTable
            label={t('admin.players.detail.devices')}
            columns={deviceColumns}
            rows={player.devices}
            getRowId={(row) => row.deviceId}
            status="ready"
            labels={table(t('admin.players.detail.devices'), t('admin.players.detail.noDevices'))}
          />
        </AdminStack>
      </AdminStack>
      <ReasonDialog
        open={isConfirmStep(release)}
        title={t('admin.players.releaseDialog.title', { tag: release.context.target?.name ?? '' })}
        description={t('admin.players.releaseDialog.description', { name: player.name })}
        labels={reasonLabels}
        busy={release.hasTag('busy')}
        {...(release.matches('failed') ? { error: text(release.context.error) } : {})}
        onSubmit={(reason) => sendRelease({ type: 'confirm', input: reason })}
        onCancel={() => sendRelease({ type: 'close' })}
      />
    </AdminLayout>
  );
}
