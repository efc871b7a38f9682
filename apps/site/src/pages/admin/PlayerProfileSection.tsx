import { userRoles } from '@arena/contract';
import type { AdminUserDetail, UserRole } from '@arena/contract';
import { AdminFacts, AdminLtr, AdminSection, AdminToolbar, Badge, Button, SelectField } from '@arena/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../store/money-format';
import { BlockControls } from './PlayerBlockControls';
import { PlayerStatusBadge } from './PlayerStatusBadge';
import { useDateTime } from './players-shared';
import type { PlayerActions } from './usePlayerActions';

/**
 * The player page's profile: the facts (id, email, role, status, provider, country, level, dates,
 * balances), Block / Unblock and Resend verification, and for admins the role field and its Save.
 */
export function PlayerProfileSection({
  player,
  isAdmin,
  actions,
  onChanged,
}: {
  player: AdminUserDetail;
  isAdmin: boolean;
  actions: PlayerActions;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const regionNames = useMemo(
    () => new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }),
    [i18n.language],
  );
  const dateTime = useDateTime();
  const { role, setRole, resend, sendResend, roleSave, sendRole } = actions;

  return (
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
        <BlockControls player={player} onChanged={onChanged} />
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
  );
}
