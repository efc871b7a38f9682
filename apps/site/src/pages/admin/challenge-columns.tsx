import type { AdminChallenge, AdminChallengeStatus, AdminGame } from '@arena/contract';
import { adminChallengeStatusWords } from '@arena/contract';
import { adminChallengeStatus } from '@arena/domain';
import { Badge, DataTableRowActions } from '@arena/ui';
import type { BadgeTone, DataTableColumn, MenuItem } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatCount, formatDateTime } from './admin-api';
import { adminPaths } from './admin-paths';

const statusTone: Record<AdminChallengeStatus, BadgeTone> = {
  [adminChallengeStatus.upcoming]: 'accent',
  [adminChallengeStatus.current]: 'success',
  [adminChallengeStatus.finished]: 'neutral',
  [adminChallengeStatus.cancelled]: 'danger',
};

/** What a challenge's row lets the operator do. */
export interface ChallengeRowActions {
  onFinish: (row: AdminChallenge) => void;
  onCancel: (row: AdminChallenge) => void;
}

/**
 * A row's Actions menu (issue 34): Edit while it is upcoming; Finish now only while it runs with
 * players (finishing pays prizes, an empty one has none to pay); Cancel while it is upcoming or
 * running. A finished or cancelled challenge has none.
 */
export function challengeActions(
  row: AdminChallenge,
  words: { edit: string; finish: string; cancel: string },
  actions: ChallengeRowActions & { onEdit: (row: AdminChallenge) => void },
): MenuItem[] {
  if (row.status !== adminChallengeStatus.upcoming && row.status !== adminChallengeStatus.current) return [];
  return [
    ...(row.status === adminChallengeStatus.upcoming
      ? [
          {
            id: 'edit',
            label: words.edit,
            href: adminPaths.challenge(row.id),
            onSelect: (event: { preventDefault: () => void }) => {
              event.preventDefault();
              actions.onEdit(row);
            },
          },
        ]
      : []),
    ...(row.status === adminChallengeStatus.current && row.participants > 0
      ? [{ id: 'finish', label: words.finish, onSelect: () => actions.onFinish(row) }]
      : []),
    { id: 'cancel', label: words.cancel, tone: 'danger' as const, onSelect: () => actions.onCancel(row) },
  ];
}

/**
 * The challenge list's columns, each row one line high at 1280 px and wider: the title (a link, cut
 * with an ellipsis, whole in its title), the game, type, status, start, players, fees and the Actions menu.
 */
export function useChallengeColumns(
  games: readonly AdminGame[],
  actions: ChallengeRowActions,
): DataTableColumn<AdminChallenge>[] {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const gameName = (id: string) => games.find((game) => game.id === id)?.name ?? id;
  const words = {
    edit: t('admin.challenges.list.edit'),
    finish: t('admin.challenges.list.finish'),
    cancel: t('admin.challenges.list.cancel'),
  };
  const onEdit = (row: AdminChallenge) => void navigate(adminPaths.challenge(row.id));
  return [
    {
      id: 'title',
      header: t('admin.challenges.list.title'),
      fullText: (row) => row.title,
      cell: (row) => (
        <RouterLink to={adminPaths.challenge(row.id)}>
          <bdi>{row.title}</bdi>
        </RouterLink>
      ),
    },
    {
      id: 'game',
      header: t('admin.challenges.list.game'),
      width: 8.5,
      fullText: (row) => gameName(row.gameId),
      cell: (row) => gameName(row.gameId),
    },
    {
      id: 'type',
      header: t('admin.challenges.list.type'),
      width: 5.5,
      fullText: (row) => t(`challenge.type.${row.type}`),
      cell: (row) => t(`challenge.type.${row.type}`),
    },
    {
      id: 'status',
      header: t('admin.challenges.list.status'),
      width: 6.5,
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
      width: 7,
      cell: (row) => formatDateTime(row.startTime, i18n.language),
    },
    {
      id: 'players',
      header: t('admin.challenges.list.players'),
      numeric: true,
      width: 5,
      cell: (row) => `${formatCount(row.participants)} / ${formatCount(row.maxPlayers)}`,
    },
    {
      id: 'fees',
      header: t('admin.challenges.list.fees'),
      numeric: true,
      width: 6,
      cell: (row) =>
        t('admin.challenges.list.gCoins', {
          count: row.feesCollected,
          formatted: formatCount(row.feesCollected),
        }),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      width: 7.5,
      cell: (row) => (
        <DataTableRowActions name={row.title} items={challengeActions(row, words, { ...actions, onEdit })} />
      ),
    },
  ];
}
