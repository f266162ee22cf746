import { describe, expect, it } from 'vitest';
import { looksLikeTelegram } from './looksLikeTelegram';

/** A window-shaped object with just what looksLikeTelegram reads. */
function fakeWindow(options: { hash?: string; stored?: string | null; bridge?: boolean; storageThrows?: boolean }): Window {
  const sessionStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('blocked');
      return key === 'tapps/launchParams' ? (options.stored ?? null) : null;
    },
  };
  const win: Record<string, unknown> = { location: { hash: options.hash ?? '' }, sessionStorage };
  if (options.bridge) win.TelegramWebviewProxy = { postEvent: () => undefined };
  return win as unknown as Window;
}

describe('looksLikeTelegram', () => {
  it('is true with launch parameters in the hash (first load inside Telegram)', () => {
    expect(looksLikeTelegram(fakeWindow({ hash: '#tgWebAppData=x&tgWebAppVersion=8.0&tgWebAppPlatform=ios' }))).toBe(true);
    expect(looksLikeTelegram(fakeWindow({ hash: '#tgWebAppPlatform=tdesktop' }))).toBe(true);
  });

  it('is true with launch parameters kept in sessionStorage (after a reload) or a native bridge', () => {
    expect(looksLikeTelegram(fakeWindow({ stored: 'tgWebAppPlatform=android&tgWebAppVersion=8.0' }))).toBe(true);
    expect(looksLikeTelegram(fakeWindow({ bridge: true }))).toBe(true);
  });

  it('is false for a plain web visit, also when storage is blocked', () => {
    expect(looksLikeTelegram(fakeWindow({}))).toBe(false);
    expect(looksLikeTelegram(fakeWindow({ hash: '#section-2' }))).toBe(false);
    expect(looksLikeTelegram(fakeWindow({ storageThrows: true }))).toBe(false);
  });
});
