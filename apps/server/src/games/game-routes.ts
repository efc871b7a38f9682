// spec §3 Game, §7 GET /api/game: the games, sorted by order, public. Answers `{ data: Game[] }`.
import type { Game, GamesResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

interface GameRow {
  id: string;
  name: string;
  image: string;
  sort_order: number;
  is_active: boolean;
}

const gameColumns = 'id, name, image, sort_order, is_active';

function toGame(row: GameRow): Game {
  return { id: row.id, name: row.name, image: row.image, order: row.sort_order, is_active: row.is_active };
}

export async function listGames(db: Queryable): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(`select ${gameColumns} from games order by sort_order, id`);
  return rows.map(toGame);
}

export async function readGame(db: Queryable, gameId: string): Promise<Game | null> {
  const { rows } = await db.query<GameRow>(`select ${gameColumns} from games where id = $1`, [gameId]);
  return rows[0] ? toGame(rows[0]) : null;
}

export function registerGameRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/api/game', async (_request, reply): Promise<GamesResponse> => {
    reply.header('cache-control', 'no-cache');
    return { data: await listGames(db) };
  });
}
