import styled from '@emotion/styled';
import type { AdminGame } from '@arena/contract';
import type { UserMessage } from '@arena/machines';
import { Button, MessageBanner, Skeleton, Switch } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';
import { api } from '../../session/api';
import { AdminLayout } from './AdminLayout';
import { call, formatCount } from './admin-api';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
}));
const Item = styled.li(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  alignItems: 'center',
  padding: theme.space[4],
  background: theme.colors.surface,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
}));
const Identity = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
  flex: '1 1 14rem',
  minInlineSize: 0,
}));
const Image = styled.img(({ theme }) => ({
  inlineSize: 64,
  blockSize: 64,
  objectFit: 'cover',
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
}));
const Name = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));
const Muted = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));
const Moves = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space[2] }));
const ImagePicker = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[1],
  fontSize: theme.fontSizes.sm,
  '& input': { maxInlineSize: '16rem', color: theme.colors.textMuted },
}));
const ImageLabel = styled.label(({ theme }) => ({ fontWeight: theme.fontWeights.semibold }));

/** The image types the server takes (checked again there by their first bytes). */
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** /admin/games: each game with its image (replaceable), open/closed, its place in the order, and its waitlist. */
export default function GamesPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [games, setGames] = useState<AdminGame[] | null>(null);
  const [error, setError] = useState<UserMessage | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    call(api.adminGames(), 'adminGames').then(
      (answer) => {
        if (!current) return;
        setGames([...answer.data].sort((a, b) => a.order - b.order));
        setError(null);
      },
      (failure: UserMessage) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const update = async (game: AdminGame, changes: Parameters<typeof api.updateGame>[1]) => {
    setPending(game.id);
    try {
      await call(api.updateGame(game.id, changes), 'updateGame');
      load();
    } catch (failure) {
      setError(failure as UserMessage);
    } finally {
      setPending(null);
    }
  };

  /** Uploads a new picker image and points the game at it (the server checks its type and 2 MB size). */
  const changeImage = async (game: AdminGame, file: File | undefined) => {
    if (!file) return;
    setPending(game.id);
    try {
      const answer = await call(api.uploadAdminImage(file, file.name), 'uploadAdminImage');
      await call(api.updateGame(game.id, { image: answer.url }), 'updateGame');
      load();
    } catch (failure) {
      setError(failure as UserMessage);
    } finally {
      setPending(null);
    }
  };

  /** Swaps a game's place with its neighbour's: both get the other's order (then numbered 10, 20, …). */
  const move = async (index: number, by: -1 | 1) => {
    if (!games) return;
    const next = [...games];
    const [game] = next.splice(index, 1);
    if (!game) return;
    next.splice(index + by, 0, game);
    setPending(game.id);
    try {
      for (const [position, each] of next.entries()) {
        const order = (position + 1) * 10;
        if (each.order !== order) await call(api.updateGame(each.id, { sortOrder: order }), 'updateGame');
      }
      load();
    } catch (failure) {
      setError(failure as UserMessage);
      load();
    } finally {
      setPending(null);
    }
  };

  return (
    <AdminLayout title={t('admin.games.heading')} description={t('admin.games.description')}>
      {error ? (
        <MessageBanner
          tone="error"
          role="alert"
          action={<Button onClick={load}>{t('admin.common.retry')}</Button>}
        >
          {text(error)}
        </MessageBanner>
      ) : null}
      {games === null ? (
        <div role="status" aria-busy="true" aria-label={t('admin.common.loading')}>
          <Skeleton blockSize="20rem" shape="block" />
        </div>
      ) : (
        <List aria-label={t('admin.games.heading')}>
          {games.map((game, index) => (
            <Item key={game.id}>
              <Identity>
                <Image src={game.image} alt="" />
                <div>
                  <Name>{game.name}</Name>
                  <Muted>
                    {t('admin.games.waitlist', {
                      count: game.waitlistCount,
                      formatted: formatCount(game.waitlistCount),
                    })}
                  </Muted>
                </div>
              </Identity>
              <Switch
                label={t('admin.games.open', { name: game.name })}
                description={game.is_active ? t('admin.games.isOpen') : t('admin.games.isClosed')}
                checked={game.is_active}
                pending={pending === game.id}
                disabled={pending !== null}
                onChange={(checked) => void update(game, { isActive: checked })}
              />
              <ImagePicker>
                <ImageLabel htmlFor={`game-image-${game.id}`}>{t('admin.games.changeImage')}</ImageLabel>
                <input
                  id={`game-image-${game.id}`}
                  type="file"
                  accept={imageTypes.join(',')}
                  aria-label={t('admin.games.changeImageFor', { name: game.name })}
                  disabled={pending !== null}
                  onChange={(event) => {
                    void changeImage(game, event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </ImagePicker>
              <Moves>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0 || pending !== null}
                  aria-label={t('admin.games.moveUp', { name: game.name })}
                  onClick={() => void move(index, -1)}
                >
                  {t('admin.games.up')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === games.length - 1 || pending !== null}
                  aria-label={t('admin.games.moveDown', { name: game.name })}
                  onClick={() => void move(index, 1)}
                >
                  {t('admin.games.down')}
                </Button>
              </Moves>
            </Item>
          ))}
        </List>
      )}
    </AdminLayout>
  );
}
