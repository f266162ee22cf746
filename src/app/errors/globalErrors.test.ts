import { describe, expect, it } from 'vitest';
import { isBenignErrorMessage } from './globalErrors';

describe('isBenignErrorMessage', () => {
  it('ignores the ResizeObserver loop notices', () => {
    expect(isBenignErrorMessage('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isBenignErrorMessage('ResizeObserver loop limit exceeded')).toBe(true);
  });

  it('keeps real errors', () => {
    expect(isBenignErrorMessage('Uncaught TypeError: x is undefined')).toBe(false);
    expect(isBenignErrorMessage('Uncaught Error: ResizeObserver loop in my code')).toBe(false);
    expect(isBenignErrorMessage('')).toBe(false);
  });
});
