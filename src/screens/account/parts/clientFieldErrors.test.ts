import { describe, expect, it } from 'vitest';
import { registerEmailBody } from '../../../contracts/accounts';
import { clientFieldErrors } from './clientFieldErrors';

const keys = { email: 'k.email', password: 'k.password', confirmPassword: 'k.mismatch' };

describe('clientFieldErrors', () => {
  it('is empty for a valid form', () => {
    const form = { email: 'Ann@Example.com', password: 'quiet-harbor-lantern', confirmPassword: 'quiet-harbor-lantern', language: 'en' };
    expect(clientFieldErrors(registerEmailBody, form, keys, 'k.other')).toEqual({});
  });

  it('names each bad field with its translation key', () => {
    const form = { email: 'not-an-email', password: 'short', confirmPassword: 'short', language: 'en' };
    expect(clientFieldErrors(registerEmailBody, form, keys, 'k.other')).toEqual({ email: 'k.email', password: 'k.password' });
  });

  it('reports a confirmation that does not match on the confirmation field', () => {
    const form = { email: 'a@b.co', password: 'quiet-harbor-lantern', confirmPassword: 'quiet-harbor-lanterm', language: 'en' };
    expect(clientFieldErrors(registerEmailBody, form, keys, 'k.other')).toEqual({ confirmPassword: 'k.mismatch' });
  });
});
