import { isIP } from 'node:net';

/**
 * The client address for rate limits and the session list. Without a trusted proxy it is the socket's peer.
 * Behind one trusted reverse proxy (TRUST_PROXY=1) it is the **last** X-Forwarded-For entry: the address the
 * proxy itself saw. Earlier entries were written by the client and can be forged, so they are ignored.
 */
export function clientIp(input: { remoteAddress: string | null | undefined; forwardedFor: string | null | undefined; trustProxy: boolean }): string | null {
  if (input.trustProxy && input.forwardedFor) {
    const last = input.forwardedFor.split(',').map((s) => s.trim()).filter((s) => s !== '').at(-1);
    if (last && isIP(last.replace(/^\[|\]$/g, '')) !== 0) return last.replace(/^\[|\]$/g, '');
  }
  const remote = input.remoteAddress?.trim();
  return remote && isIP(remote) !== 0 ? remote : null;
}
