import { describe, expect, it } from 'vitest';
import { pickAccountLanguage } from './language';

describe('pickAccountLanguage', () => {
  it('falls back to en when nothing matches', () => {
    expect(pickAccountLanguage(undefined)).toBe('en');
    expect(pickAccountLanguage('')).toBe('en');
    expect(pickAccountLanguage('de-DE,fr;q=0.8')).toBe('en');
  });
  it('takes the primary subtag of a plain tag', () => {
    expect(pickAccountLanguage('ru-RU')).toBe('ru');
    expect(pickAccountLanguage('zh-Hans-CN')).toBe('zh');
  });
  it('honours q weights and header order', () => {
    expect(pickAccountLanguage('de;q=0.9,zh;q=0.5,ru;q=0.7')).toBe('ru');
    expect(pickAccountLanguage('zh,ru')).toBe('zh');
    expect(pickAccountLanguage('ru;q=0,zh;q=0.1')).toBe('zh');
  });
});
