import { describe, expect, it } from 'vitest';
import { allowedOrigins, checkCsrf, requestOrigin, type CsrfRequest } from './csrf';

const base: CsrfRequest = {
  method: 'POST',
  csrfHeader: '1',
  origin: 'https://a.tcg.example',
  secFetchSite: 'same-origin',
  allowedOrigins: ['https://a.tcg.example', 'https://app.tcg.example'],
};

describe('checkCsrf', () => {
  it('lets a same-origin write with the header through', () => {
    expect(checkCsrf(base)).toEqual({ ok: true });
  });
  it('never blocks safe methods', () => {
    expect(checkCsrf({ ...base, method: 'GET', csrfHeader: null, origin: 'https://evil.example', secFetchSite: 'cross-site' })).toEqual({ ok: true });
  });
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without the header (a plain form post)', (method) => {
    expect(checkCsrf({ ...base, method, csrfHeader: null })).toEqual({ ok: false, reason: 'missing_header' });
  });
  it('refuses cross-site fetch metadata even with the header', () => {
    expect(checkCsrf({ ...base, secFetchSite: 'cross-site' })).toEqual({ ok: false, reason: 'cross_site' });
  });
  it('refuses a foreign or opaque origin', () => {
    expect(checkCsrf({ ...base, origin: 'https://evil.example', secFetchSite: null })).toEqual({ ok: false, reason: 'foreign_origin' });
    expect(checkCsrf({ ...base, origin: 'null', secFetchSite: null })).toEqual({ ok: false, reason: 'foreign_origin' });
  });
  it('refuses a same-site sibling host that is not an allowed origin', () => {
    expect(checkCsrf({ ...base, origin: 'https://blog.tcg.example', secFetchSite: 'same-site' })).toEqual({ ok: false, reason: 'foreign_origin' });
    expect(checkCsrf({ ...base, origin: null, secFetchSite: 'same-site' })).toEqual({ ok: false, reason: 'cross_site' });
  });
  it('allows a configured sibling origin, case-insensitively', () => {
    expect(checkCsrf({ ...base, origin: 'https://APP.tcg.example', secFetchSite: 'same-site' })).toEqual({ ok: true });
  });
  it('allows old clients that send neither Origin nor fetch metadata, as long as the header is there', () => {
    expect(checkCsrf({ ...base, origin: null, secFetchSite: null })).toEqual({ ok: true });
  });
});

describe('allowedOrigins', () => {
  it('is the request origin plus configured origins, normalised and de-duplicated', () => {
    expect(allowedOrigins('https://A.tcg.example/api/auth/guest', ['https://w.tcg.example/', ' https://a.tcg.example '])).toEqual([
      'https://a.tcg.example',
      'https://w.tcg.example',
    ]);
    expect(allowedOrigins('http://localhost:8080/api/x')).toEqual(['http://localhost:8080']);
  });
});

describe('requestOrigin', () => {
  it('is the URL origin unless a trusted proxy says how the browser came', () => {
    expect(requestOrigin('http://game.example/api/x', { proto: 'https' }, false)).toBe('http://game.example');
    expect(requestOrigin('http://game.example/api/x', { proto: 'https' }, true)).toBe('https://game.example');
    expect(requestOrigin('http://127.0.0.1:3000/api/x', { proto: 'https, http', host: 'Game.Example, proxy.local' }, true)).toBe('https://game.example');
    expect(requestOrigin('http://127.0.0.1:3000/api/x', { host: 'game.example:8443' }, true)).toBe('http://game.example:8443');
    expect(requestOrigin('http://game.example/api/x', { proto: 'gopher', host: 'bad host/x' }, true)).toBe('http://game.example');
  });
});
