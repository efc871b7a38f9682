import { isConfirmStep } from '@arena/machines';
import { AdminActions, AdminStack, Button, MessageBanner, ReasonDialog } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { AdminLayout } from './AdminLayout';
import { PlayerActionBanner } from './PlayerActionBanner';
import { PlayerProfileSection } from './PlayerProfileSection';
import { PlayerRecords } from './PlayerRecords';
import { adminPaths } from './admin-paths';
import { useDateTime, useFailureText } from './players-shared';
import { usePlayerActions } from './usePlayerActions';

/**
 * /admin/players/:id (issue 12): the player's profile, balances, linked game accounts (release a
 * disputed Brawl Stars tag), ledger history, challenges and devices; Block / Unblock, Resend
 * verification, and for admins the role.
 */
export default function PlayerPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const loaded = useLoad(`player:${id}`, () => api.adminUser(id));
  const reload = loaded.reload;
  const actions = usePlayerActions(reload);
  const { resend, sendResend, roleSave, sendRole, release, sendRelease } = actions;

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

  return (
    <AdminLayout title={title} titleIsName actions={<AdminActions>{back}</AdminActions>}>
      <AdminStack>
        <PlayerActionBanner
          snapshot={resend}
          onClose={() => sendResend({ type: 'close' })}
          failedHere={resend.matches('failed')}
        />
        <PlayerActionBanner
          snapshot={roleSave}
          onClose={() => sendRole({ type: 'close' })}
          failedHere={roleSave.matches('failed')}
        />
        <PlayerActionBanner
          snapshot={release}
          onClose={() => sendRelease({ type: 'close' })}
          failedHere={false}
        />
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
        <PlayerProfileSection player={player} isAdmin={isAdmin} actions={actions} onChanged={reload} />
        <PlayerRecords player={player} onRelease={(target) => sendRelease({ type: 'open', target })} />
      </AdminStack>
      <ReasonDialog
        open={isConfirmStep(release)}
        title={t('admin.players.releaseDialog.title', { tag: release.context.target?.name ?? '' })}
        description={t('admin.players.releaseDialog.description', { name: player.name })}
        kind="releaseTag"
        busy={release.hasTag('busy')}
        {...(release.matches('failed') ? { error: text(release.context.error) } : {})}
        onSubmit={(reason) => sendRelease({ type: 'confirm', input: reason })}
        onCancel={() => sendRelease({ type: 'close' })}
      />
    </AdminLayout>
  );
}
