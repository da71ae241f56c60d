/** `TRUST_PROXY` read from the environment (config.ts): whom Fastify trusts to tell the client's address. */
import { isIP } from 'node:net';

/** Keywords proxy-addr (Fastify's trust check) accepts for the usual private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: unset or `false` (trust no one), a number of hops, or a comma-separated list of addresses, CIDR
 * ranges and proxy-addr's range names. `true` (trust every peer) is refused: anyone could then choose their address.
 * Answers the problem as a string when the value is not valid.
 */
export function parseTrustProxy(raw: string | undefined): { value: false | number | string[] } | string {
  if (!raw || raw === 'false') return { value: false };
  if (raw === 'true') {
    return "true would let any client choose its address; name the proxies' addresses (e.g. 10.0.0.5,10.0.1.0/24) or the number of hops";
  }
  if (/^\d+$/.test(raw)) return { value: Number(raw) };
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return false;
    const [address = '', bits, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (bad !== undefined || entries.length === 0) {
    return `${bad ?? raw} is not an address, a CIDR range, loopback, linklocal, uniquelocal or a number of hops`;
  }
  return { value: entries };
}
