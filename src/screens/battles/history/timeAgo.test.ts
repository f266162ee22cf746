import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('timeAgo', () => {
  it('words recent battles in the largest fitting unit', () => {
    expect(timeAgo('2026-11-23T11:59:30Z', now, 'en')).toBe('30 seconds ago');
    expect(timeAgo('2026-11-23T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(timeAgo('2026-11-09T12:00:00Z', now, 'en')).toBe('2 weeks ago');
  });
  it('speaks the player language', () => {
    expect(timeAgo('2026-11-23T11:55:00Z', now, 'ru')).toBe('5 минут назад');
  });
});
