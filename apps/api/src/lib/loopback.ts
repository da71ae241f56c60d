/**
 * Whether a socket's peer is this machine: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). What the
 * development routes answer (the outbox, ending price holds); judged by the socket, never by X-Forwarded-For.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
