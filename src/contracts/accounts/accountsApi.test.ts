import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordBody, registerEmailBody, verificationCode } from './emailEndpoints';
import { accountsApi } from './index';
import { updateProfileBody } from './profileEndpoints';
import { telegramWidgetAuthData } from './telegramEndpoints';

describe('accountsApi', () => {
  it('has unique method+path pairs under /api', () => {
    const keys = Object.values(accountsApi).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of Object.values(accountsApi)) expect(e.path.startsWith('/api/')).toBe(true);
  });
  it('every schema converts to JSON Schema (the OpenAPI document is generated from them)', () => {
    for (const e of Object.values(accountsApi)) {
      for (const schema of [e.response, 'body' in e ? e.body : undefined, 'params' in e ? e.params : undefined]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
    }
  });
  it('sign-in endpoints are public and account endpoints need a player', () => {
    expect(accountsApi.loginWithEmail.auth).toBe('public');
    expect(accountsApi.changePassword.auth).toBe('player');
    expect(accountsApi.listSessions.auth).toBe('player');
  });
});

describe('registerEmailBody', () => {
  const good = { email: 'A@Example.com', password: 'correct horse', confirmPassword: 'correct horse' };
  it('parses and normalises', () => {
    expect(registerEmailBody.parse(good)).toEqual({
      email: 'a@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      language: 'en',
    });
  });
  it('names confirmPassword when the confirmation differs', () => {
    const issues = registerEmailBody.safeParse({ ...good, confirmPassword: 'correct horsf' }).error?.issues;
    expect(issues?.map((i) => i.path.join('.'))).toEqual(['confirmPassword']);
  });
  it('names the password field when it is too short', () => {
    const issues = registerEmailBody.safeParse({ ...good, password: 'short', confirmPassword: 'short' }).error?.issues;
    expect(issues?.[0]?.path).toEqual(['password']);
  });
});

describe('changePasswordBody', () => {
  it('requires a matching confirmation', () => {
    const result = changePasswordBody.safeParse({ currentPassword: 'x', newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh2' });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('verificationCode', () => {
  it('strips separators a player may type', () => {
    expect(verificationCode.parse('123 456')).toBe('123456');
    expect(verificationCode.parse('123-456')).toBe('123456');
  });
  it('refuses anything but six digits', () => {
    for (const bad of ['12345', '1234567', 'abcdef']) expect(verificationCode.safeParse(bad).success).toBe(false);
  });
});

describe('updateProfileBody', () => {
  it('refuses an empty change and unknown fields', () => {
    expect(updateProfileBody.safeParse({}).success).toBe(false);
    expect(updateProfileBody.safeParse({ isAdmin: true }).success).toBe(false);
  });
  it('accepts a partial change', () => {
    expect(updateProfileBody.parse({ soundOn: false })).toEqual({ soundOn: false });
  });
});

describe('telegramWidgetAuthData', () => {
  it('requires id, auth_date and hash', () => {
    expect(telegramWidgetAuthData.safeParse({ id: 1, auth_date: 2 }).success).toBe(false);
    expect(telegramWidgetAuthData.safeParse({ id: 1, auth_date: 2, hash: 'ab' }).success).toBe(true);
  });
  it('refuses odd field names', () => {
    expect(telegramWidgetAuthData.safeParse({ id: 1, auth_date: 2, hash: 'ab', 'x-y': 'z' }).success).toBe(false);
  });
});
