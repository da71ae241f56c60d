/** Finds a free TCP port in the range the benches may use: 3300-3399, or `BENCH_PORTS` (e.g. `3700-3799`). */
import net from 'node:net';

function portRange(text: string | undefined): { first: number; last: number } {
  if (!text) return { first: 3300, last: 3399 };
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1024 || first > last || last > 65535) {
    throw new Error(`BENCH_PORTS=${text} is not a port range such as 3700-3799.`);
  }
  return { first, last };
}

export const PORT_RANGE = portRange(process.env.BENCH_PORTS);

const claimed = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port nobody listens on and that this process has not handed out (and not released) already. */
export async function freePort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (claimed.has(port)) continue;
    if (await canListen(port)) {
      claimed.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}.`);
}

/** Lets `freePort` hand the port out again once its listener has gone. */
export function releasePort(port: number): void {
  claimed.delete(port);
}
