import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safeNext';

describe('safeNext', () => {
  it('accepts an in-app path', () => {
    expect(safeNext('?next=%2Fsetting')).toBe('/setting');
    expect(safeNext('?next=/change-password?x=1')).toBe('/change-password?x=1');
  });

  it('refuses other sites and odd forms', () => {
    expect(safeNext('')).toBeNull();
    expect(safeNext('?next=')).toBeNull();
    expect(safeNext('?next=https://evil.example/')).toBeNull();
    expect(safeNext('?next=//evil.example/')).toBeNull();
    expect(safeNext('?next=/\\evil.example')).toBeNull();
    expect(safeNext('?next=javascript:alert(1)')).toBeNull();
  });
});

describe('withNext', () => {
  it('carries the destination over, encoded', () => {
    expect(withNext('/email-login', '/setting')).toBe('/email-login?next=%2Fsetting');
    expect(withNext('/email-login', null)).toBe('/email-login');
  });
});
