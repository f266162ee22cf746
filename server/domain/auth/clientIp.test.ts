import { describe, expect, it } from 'vitest';
import { clientIp } from './clientIp';

describe('clientIp', () => {
  it('uses the socket peer without a trusted proxy, ignoring a forged header', () => {
    expect(clientIp({ remoteAddress: '198.51.100.4', forwardedFor: '1.2.3.4', trustProxy: false })).toBe('198.51.100.4');
  });
  it('behind a trusted proxy takes the last forwarded address, not the client-written first one', () => {
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor: '1.2.3.4, 203.0.113.50', trustProxy: true })).toBe('203.0.113.50');
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor: '[2001:db8::7]', trustProxy: true })).toBe('2001:db8::7');
  });
  it('falls back to the peer when the header is missing or garbage, and to null when nothing is known', () => {
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor: 'garbage', trustProxy: true })).toBe('10.0.0.2');
    expect(clientIp({ remoteAddress: undefined, forwardedFor: null, trustProxy: true })).toBeNull();
  });
});
