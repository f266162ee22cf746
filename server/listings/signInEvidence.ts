import { isIP } from 'node:net';

/**
 * The sign-in evidence of one session, as the market compares it: the client network (IPv4 /24, IPv6 /64) and
 * the user-agent family (browser engine and OS, without versions). Two accounts with a session each sharing both
 * look like one person (or one device farm); their trades stay out of price history. Null without an address.
 */
export function signInEvidence(ip: string | null, userAgent: string | null): string | null {
  const network = networkOf(ip);
  if (!network) return null;
  return `${network}|${userAgentFamily(userAgent ?? '')}`;
}

/** The /24 of an IPv4 address or the /64 of an IPv6 one (IPv4-mapped IPv6 counts as IPv4). */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const plain = ip.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(plain) !== 6) return null;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The browser family and OS of a user agent, e.g. `chrome/android`; versions are dropped on purpose. */
export function userAgentFamily(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  const browser = /telegram/.test(ua) ? 'telegram' : /edg\//.test(ua) ? 'edge' : /firefox\//.test(ua) ? 'firefox' : /chrome\/|chromium\//.test(ua) ? 'chrome' : /safari\//.test(ua) ? 'safari' : 'other';
  const os = /android/.test(ua) ? 'android' : /iphone|ipad|ios/.test(ua) ? 'ios' : /windows/.test(ua) ? 'windows' : /mac os x|macintosh/.test(ua) ? 'macos' : /linux/.test(ua) ? 'linux' : 'other';
  return `${browser}/${os}`;
}
