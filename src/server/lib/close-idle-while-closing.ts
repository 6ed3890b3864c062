import type { FastifyInstance } from 'fastify';

/**
 * Fastify closes the keep-alive sockets that are idle when shutdown starts (`forceCloseConnections: 'idle'`).
 * A request still in flight then answers and leaves its socket open, and shutdown would wait for the client
 * to drop it (up to the keep-alive timeout, far past the grace period). While closing, sockets that go idle
 * are closed as well: requests in flight still finish, nothing waits on an idle client.
 */
export function closeIdleConnectionsWhileClosing(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}
