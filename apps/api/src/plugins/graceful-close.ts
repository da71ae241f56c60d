/**
 * Graceful close (`app.close()`, which server.ts calls on SIGTERM/SIGINT): new connections are refused, every request
 * already received is answered with `Connection: close`, idle keep-alive connections are closed within a quarter of a
 * second, and `closeNow()` for when the shutdown's grace runs out answers whatever is still open with a 503.
 */
import net from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './envelope-and-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers every request still open with 503 (and `Connection: close`); resolves once those answers are sent. */
    closeNow(): Promise<number>;
  }
}

/**
 * How long a connection must be idle during the close before it is closed. A client that has just had a keep-alive
 * answer may already have its next request on the wire: closing the connection under it would reset that request,
 * so it gets this long to arrive, and is then answered with `Connection: close`.
 */
const IDLE_LINGER_MS = 250;
/** The longest `closeNow` waits for its 503s to leave before resolving anyway. */
const FLUSH_LIMIT_MS = 1_000;

export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let draining = false;
    const open = new Set<FastifyReply>();

    app.addHook('onRequest', async (_request, reply) => {
      open.add(reply);
      reply.raw.once('close', () => open.delete(reply));
    });
    // Fastify itself marks `Connection: close` on requests that arrive while closing; this covers the requests that
    // were already running when the close began, so no client sends more on a connection that is about to go.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
    // Runs before Fastify's own server.close(), which would close every idle connection at once — including those
    // whose next request is already on its way. Instead: stop listening, close idle connections once they have
    // been idle a moment, and return when the last connection has ended (server.close() then has nothing to do).
    app.addHook('preClose', async () => {
      draining = true;
      const server = app.server;
      if (!server.listening) return;
      const ended = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // Node's closeIdleConnections() spares any connection with a request begun, however slowly it arrives.
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_LINGER_MS);
      try {
        await ended;
      } finally {
        clearInterval(sweep);
      }
    });

    app.decorate('closeNow', async () => {
      const answered: Promise<unknown>[] = [];
      for (const reply of open) {
        if (reply.sent || reply.raw.headersSent) continue;
        answered.push(new Promise((resolve) => reply.raw.once('close', resolve)));
        reply.header('connection', 'close').header('retry-after', '1');
        sendError(reply, 503, 'The shop is restarting. Please try again in a moment.');
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(answered),
        new Promise((resolve) => {
          timer = setTimeout(resolve, FLUSH_LIMIT_MS);
        }),
      ]);
      clearTimeout(timer);
      app.server.closeAllConnections();
      return answered.length;
    });
  },
  { name: 'graceful-close' },
);
