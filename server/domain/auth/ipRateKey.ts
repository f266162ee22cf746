import { isIP } from 'node:net';

/**
 * The rate-limit bucket of a client address. IPv4 is the address itself (IPv4-mapped IPv6 is unwrapped);
 * IPv6 is its /64 prefix, because one subscriber is routinely given a whole /64 and could otherwise rotate
 * through 2^64 addresses to dodge the limit. Anything unparseable shares one "unknown" bucket.
 */
export function ipRateKey(ip: string | null | undefined): string {
  const raw = (ip ?? '').trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return `ip:${mapped[1]}`;
  if (isIP(raw) === 4) return `ip:${raw}`;
  if (isIP(raw) !== 6) return 'ip:unknown';
  const groups = expandIpv6(raw);
  return `ip:${groups.slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  // An embedded IPv4 tail ("::1.2.3.4") becomes two hex groups so every address has eight.
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
