// Graceful shutdown, the HTTP side: once app.close() starts, Fastify answers new requests 503 and
// Node stops accepting; a request in flight still gets its answer, sent with `Connection: close`, so
// a keep-alive connection does not hold the shutdown open (main.ts drains jobs and the database).
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
