import type { AdminGame } from '@arena/contract';
import { adminOperationMachine } from '@arena/machines';
import type { UserMessage } from '@arena/machines';
import { AdminGameList } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { call, formatCount } from './admin-api';

/** What the operator changed on a game (the operation machine's input). */
type GameChange =
  | { kind: 'open'; isActive: boolean }
  | { kind: 'image'; file: File }
  | { kind: 'order'; games: readonly AdminGame[] };

/** /admin/games: each game with its image (replaceable), open/closed, its place in the order, and its waitlist. */
export default function GamesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const loaded = useLoad('admin-games', () => call(api.adminGames(), 'adminGames'));
  const reload = loaded.reload;
  const games = useMemo(
    () => (loaded.status === 'ready' ? [...loaded.data.data].sort((a, b) => a.order - b.order) : []),
    [loaded],
  );

  const machine = useMemo(
    () =>
      adminOperationMachine.provide({
        actions: { afterDone: () => reload() },
        actors: {
          perform: fromPromise(async ({ input }) => {
            const change = input.input as GameChange;
            const id = input.target.id;
            if (change.kind === 'open') {
              return call(api.updateGame(id, { isActive: change.isActive }), 'updateGame');
            }
            if (change.kind === 'image') {
              // The server checks the type (by its first bytes) and the 2 MB size.
              const answer = await call(
                api.uploadAdminImage(change.file, change.file.name),
                'uploadAdminImage',
              );
              return call(api.updateGame(id, { image: answer.url }), 'updateGame');
            }
            // The new order: every game numbered 10, 20, … (only the changed ones are sent).
            try {
              for (const [position, each] of change.games.entries()) {
                const order = (position + 1) * 10;
                if (each.order !== order)
                  await call(api.updateGame(each.id, { sortOrder: order }), 'updateGame');
              }
            } catch (failure) {
              reload();
              throw failure;
            }
            return null;
          }),
        },
      }),
    [api, reload],
  );
  const [operation, send] = useMachine(machine);
  if (operation.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const move = (index: number, by: -1 | 1) => {
    const next = [...games];
    const [game] = next.splice(index, 1);
    if (!game) return;
    next.splice(index + by, 0, game);
    send({
      type: 'start',
      target: { id: game.id },
      input: { kind: 'order', games: next } satisfies GameChange,
    });
  };
  const error =
    loaded.status === 'error'
      ? text(loaded.error as UserMessage)
      : operation.matches('failed')
        ? text(operation.context.error)
        : null;

  return (
    <AdminLayout title={t('admin.games.heading')} description={t('admin.games.description')}>
      <AdminGameList
        status={loaded.status === 'ready' ? 'ready' : loaded.status === 'error' ? 'ready' : 'loading'}
        games={games.map((game) => ({
          id: game.id,
          name: game.name,
          image: game.image,
          isActive: game.is_active,
          waitlistCount: game.waitlistCount,
        }))}
        pendingId={operation.hasTag('busy') ? (operation.context.target?.id ?? null) : null}
        error={error}
        onRetry={() => {
          send({ type: 'close' });
          reload();
        }}
        formatCount={formatCount}
        onToggle={(game, open) =>
          send({
            type: 'start',
            target: { id: game.id },
            input: { kind: 'open', isActive: open } satisfies GameChange,
          })
        }
        onImage={(game, file) =>
          send({
            type: 'start',
            target: { id: game.id },
            input: { kind: 'image', file } satisfies GameChange,
          })
        }
        onMove={move}
      />
    </AdminLayout>
  );
}
