// Bearer authentication for every route that needs a signed-in player. A route opts in with
// `{ preHandler: app.authenticate }` and then reads `request.userId`. Anything but a valid token
// answers 401 (spec §8: 'Authentication failed. Please log in again.').
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error';
import { verifyAccessToken } from './access-token';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; empty on routes that do not use it. */
    userId: string;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAuthentication(app: FastifyInstance, jwtSecret: string): void {
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await verifyAccessToken(token, jwtSecret) : null;
    if (!userId) throw unauthorized();
    request.userId = userId;
  });
}
