import { describe, expect, it } from 'vitest';
import { isBenignErrorMessage, isBenignRejection } from './globalErrors';

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

describe('isBenignRejection', () => {
  it("ignores TON Connect's own aborted bridge retries, as the SDK words them (class name, then a new line)", () => {
    expect(isBenignRejection(new Error('[TON_CONNECT_SDK_ERROR] TonConnectError\nAborted after attempts 1'))).toBe(true);
    // Minified builds rename the class.
    expect(isBenignRejection(new Error('[TON_CONNECT_SDK_ERROR] e\nOperation aborted'))).toBe(true);
    expect(isBenignRejection('[TON_CONNECT_SDK_ERROR] e\nAborted after attempts 3')).toBe(true);
  });

  it('keeps every other rejection, TON Connect or not', () => {
    expect(isBenignRejection(new Error('[TON_CONNECT_SDK_ERROR] UserRejectsError: User rejects the action in the wallet.'))).toBe(false);
    expect(isBenignRejection(new Error('Aborted after attempts 1'))).toBe(false);
    expect(isBenignRejection(new TypeError('x is undefined'))).toBe(false);
    expect(isBenignRejection(undefined)).toBe(false);
  });
});
