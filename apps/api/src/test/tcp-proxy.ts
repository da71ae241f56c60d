/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test can break the way networks break: `stall()`
 * accepts connections but never forwards a byte, on new and open connections alike; `refuse()` closes every
 * connection and the port; `pass()` forwards again. Connections that were stalled stay stalled for good, as a
 * half-open connection after a network fault would: only new connections work again.
 */
import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** `target` with the proxy's host and port. */
  url(target: string): string;
  pass(): Promise<void>;
  stall(): void;
  refuse(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'pass' | 'stall' | 'refused' = 'pass';
  const sockets = new Set<net.Socket>();
  const stalled = new WeakSet<net.Socket>();

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode !== 'pass') {
      stalled.add(client);
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      if (!stalled.has(client)) client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => {
      if (!stalled.has(upstream)) upstream.destroy();
    });
    // Forward byte by byte, unless this pair has been stalled.
    client.on('data', (chunk) => {
      if (!stalled.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!stalled.has(upstream)) client.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    url(original: string) {
      const url = new URL(original);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async pass() {
      if (mode === 'refused') await listen(port);
      mode = 'pass';
    },
    stall() {
      mode = 'stall';
      for (const socket of sockets) stalled.add(socket);
    },
    async refuse() {
      mode = 'refused';
      const closed = closeServer();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async close() {
      const closed = mode === 'refused' ? Promise.resolve() : closeServer();
      mode = 'refused';
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
