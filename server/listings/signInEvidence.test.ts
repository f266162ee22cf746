import { describe, expect, it } from 'vitest';
import { networkOf, signInEvidence, userAgentFamily } from './signInEvidence';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const CHROME_ANDROID_NEWER = 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SAFARI_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('signInEvidence', () => {
  it('groups IPv4 by /24, IPv6 by /64, mapped IPv4 as IPv4', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(networkOf('2001:0db8:0000:0012:abcd::9')).toBe('2001:db8:0:12::/64');
    expect(networkOf('not-an-ip')).toBeNull();
    expect(networkOf(null)).toBeNull();
  });

  it('keeps the browser and OS of a user agent, not its versions', () => {
    expect(userAgentFamily(CHROME_ANDROID)).toBe('chrome/android');
    expect(userAgentFamily(CHROME_ANDROID_NEWER)).toBe('chrome/android');
    expect(userAgentFamily(SAFARI_IOS)).toBe('safari/ios');
    expect(userAgentFamily('')).toBe('other/other');
  });

  it('two sessions match only on the same network and the same family', () => {
    expect(signInEvidence('198.51.100.4', CHROME_ANDROID)).toBe(signInEvidence('198.51.100.200', CHROME_ANDROID_NEWER));
    expect(signInEvidence('198.51.100.4', CHROME_ANDROID)).not.toBe(signInEvidence('198.51.100.4', SAFARI_IOS));
    expect(signInEvidence('198.51.100.4', CHROME_ANDROID)).not.toBe(signInEvidence('198.51.101.4', CHROME_ANDROID));
    expect(signInEvidence(null, CHROME_ANDROID)).toBeNull();
  });
});
