import { describe, expect, it } from 'vitest';
import { readStartParam } from './readStartParam';

const initData = new URLSearchParams({ user: '{"id":1}', start_param: 'i_FROMDATA', hash: 'x' }).toString();

describe('readStartParam', () => {
  it('reads Telegram\'s launch parameters in the hash first', () => {
    const hash = `#tgWebAppStartParam=r_77&tgWebAppVersion=8.0&tgWebAppPlatform=ios`;
    expect(readStartParam({ search: '?startapp=debug', hash })).toBe('r_77');
  });

  it('falls back to start_param inside the signed initData', () => {
    expect(readStartParam({ search: '', hash: `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=6.0` })).toBe('i_FROMDATA');
  });

  it('reads the web link\'s query', () => {
    expect(readStartParam({ search: '?startapp=i_ABCD1234', hash: '' })).toBe('i_ABCD1234');
    expect(readStartParam({ search: '?tgWebAppStartParam=debug', hash: '' })).toBe('debug');
  });

  it('reads the SDK\'s stored launch parameters after a reload (JSON string or raw)', () => {
    const stored = 'tgWebAppStartParam=r_9&tgWebAppVersion=8.0';
    expect(readStartParam({ search: '', hash: '', storedLaunchParams: JSON.stringify(stored) })).toBe('r_9');
    expect(readStartParam({ search: '', hash: '', storedLaunchParams: stored })).toBe('r_9');
  });

  it('is null without any parameter', () => {
    expect(readStartParam({ search: '', hash: '', storedLaunchParams: null })).toBeNull();
    expect(readStartParam({ search: '?lng=ru', hash: '#top' })).toBeNull();
  });
});
