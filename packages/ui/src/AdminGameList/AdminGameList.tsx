import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { adminImageTypes } from '../AdminForm';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { FileField } from '../FileField';
import { MessageBanner } from '../MessageBanner';
import { Skeleton } from '../Skeleton';
import { Switch } from '../Switch';

export interface AdminGameListItem {
  id: string;
  name: string;
  image: string;
  isActive: boolean;
  /** Players on the waitlist, already formatted count and raw count. */
  waitlistCount: number;
}

export interface AdminGameListProps {
  status: 'loading' | 'ready';
  games: readonly AdminGameListItem[];
  /** The game whose change is being saved (its switch shows pending; every control waits). */
  pendingId?: string | null;
  /** A failed load or change, in the operator's language; shown above the list with "Try again". */
  error?: string | null;
  onRetry?: () => void;
  onToggle: (game: AdminGameListItem, open: boolean) => void;
  onImage: (game: AdminGameListItem, file: File) => void;
  /** Moves a game one place up (-1) or down (1). */
  onMove: (index: number, by: -1 | 1) => void;
  /** Formats the waitlist count (en-US figures by default). */
  formatCount?: (count: number) => string;
}

const defaultCount = formatCount;

/**
 * /admin/games: each game with its picker image (replaceable), open or closed (players may join its
 * challenges, or only its waitlist), its waitlist, and Up/Down to set the order players see.
 */
export function AdminGameList({
  status,
  games,
  pendingId = null,
  error,
  onRetry,
  onToggle,
  onImage,
  onMove,
  formatCount = defaultCount,
}: AdminGameListProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const busy = pendingId !== null;
  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      {error ? (
        <MessageBanner
          tone="error"
          role="alert"
          action={onRetry ? <Button onClick={onRetry}>{t('admin.common.retry')}</Button> : undefined}
        >
          {error}
        </MessageBanner>
      ) : null}
      {status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={t('admin.common.loading')}>
          <Skeleton blockSize="20rem" shape="block" />
        </div>
      ) : games.length === 0 && !error ? (
        <EmptyState headingLevel={2} title={t('admin.games.empty')} body={t('admin.games.emptyBody')} />
      ) : (
        <ol
          aria-label={t('admin.games.heading')}
          css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}
        >
          {games.map((game, index) => {
            return (
              <li
                key={game.id}
                css={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space[4],
                  alignItems: 'center',
                  padding: theme.space[4],
                  background: theme.colors.surface,
                  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
                  borderRadius: theme.radii.lg,
                })}
              >
                <div
                  css={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: theme.space[4],
                    flex: '1 1 14rem',
                    minInlineSize: 0,
                  })}
                >
                  <img
                    src={game.image}
                    alt=""
                    css={css({
                      inlineSize: 64,
                      blockSize: 64,
                      objectFit: 'cover',
                      borderRadius: theme.radii.md,
                      background: theme.colors.surfaceRaised,
                    })}
                  />
                  <div>
                    <h2 css={css({ margin: 0, fontSize: theme.fontSizes.lg })}>{game.name}</h2>
                    <p css={css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                      {t('admin.games.waitlist', {
                        count: game.waitlistCount,
                        formatted: formatCount(game.waitlistCount),
                      })}
                    </p>
                  </div>
                </div>
                <Switch
                  label={t('admin.games.open', { name: game.name })}
                  description={game.isActive ? t('admin.games.isOpen') : t('admin.games.isClosed')}
                  checked={game.isActive}
                  pending={pendingId === game.id}
                  disabled={busy}
                  onChange={(checked) => onToggle(game, checked)}
                />
                <FileField
                  label={t('admin.games.changeImage')}
                  accessibleLabel={t('admin.games.changeImageFor', { name: game.name })}
                  accept={adminImageTypes.join(',')}
                  disabled={busy}
                  placeholder={null}
                  onFile={(file) => onImage(game, file)}
                />
                <div css={css({ display: 'flex', gap: theme.space[2] })}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === 0 || busy}
                    aria-label={t('admin.games.moveUp', { name: game.name })}
                    onClick={() => onMove(index, -1)}
                  >
                    {t('admin.games.up')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === games.length - 1 || busy}
                    aria-label={t('admin.games.moveDown', { name: game.name })}
                    onClick={() => onMove(index, 1)}
                  >
                    {t('admin.games.down')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
