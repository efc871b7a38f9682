import type { AdminUserSummary } from '@arena/contract';
import { Badge } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { useDateTime } from './players-shared';

/**
 * A player's status in the console: deleted (issue 30: when, never who), blocked, or active; the list
 * shows the e-mail's verification instead of "active".
 */
export function PlayerStatusBadge({ player, list = false }: { player: AdminUserSummary; list?: boolean }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (player.deletedAt) {
    return (
      <Badge tone="neutral">{t('admin.players.status.deleted', { date: dateTime(player.deletedAt) })}</Badge>
    );
  }
  if (player.blocked) return <Badge tone="danger">{t('admin.players.status.blocked')}</Badge>;
  if (!list) return <Badge tone="success">{t('admin.players.status.active')}</Badge>;
  return (
    <Badge tone={player.emailVerified ? 'success' : 'neutral'}>
      {t(player.emailVerified ? 'admin.players.status.verified' : 'admin.players.status.unverified')}
    </Badge>
  );
}
