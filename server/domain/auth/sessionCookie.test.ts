import { describe, expect, it } from 'vitest';
import { isSecureRequest, readSessionCookie, serializeClearedSessionCookie, serializeSessionCookie } from './sessionCookie';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

describe('serializeSessionCookie', () => {
  it('over http: HttpOnly, SameSite=Lax, Path=/, no Secure', () => {
    expect(serializeSessionCookie(token, { secure: false, maxAgeSeconds: 3600 })).toBe(
      `tcg_session=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`,
    );
  });
  it('over https: __Host- prefix and Secure', () => {
    expect(serializeSessionCookie(token, { secure: true, maxAgeSeconds: 60 })).toBe(
      `__Host-tcg_session=${token}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure`,
    );
  });
  it('refuses a token that would break the header', () => {
    expect(() => serializeSessionCookie('a;b=c', { secure: false, maxAgeSeconds: 1 })).toThrow();
  });
  it('clears with Max-Age=0', () => {
    expect(serializeClearedSessionCookie({ secure: true })).toBe('__Host-tcg_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});

describe('readSessionCookie', () => {
  it('finds the token among other cookies', () => {
    expect(readSessionCookie(`i18next=ru; tcg_session=${token}; theme=dark`, false)).toBe(token);
    expect(readSessionCookie(`__Host-tcg_session=${token}`, true)).toBe(token);
  });
  it('ignores the other scheme\'s name, garbage and absence', () => {
    expect(readSessionCookie(`tcg_session=${token}`, true)).toBeNull();
    expect(readSessionCookie('tcg_session=<script>', false)).toBeNull();
    expect(readSessionCookie(undefined, false)).toBeNull();
  });
});

describe('isSecureRequest', () => {
  it('trusts X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(isSecureRequest('http://a.example.com/api', 'https', true)).toBe(true);
    expect(isSecureRequest('http://a.example.com/api', 'https', false)).toBe(false);
    expect(isSecureRequest('https://a.example.com/api', null, false)).toBe(true);
    expect(isSecureRequest('http://a.example.com/api', 'http, https', true)).toBe(false);
  });
});
