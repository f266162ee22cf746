import { describe, expect, it } from 'vitest';
import { detectQuality, qualitySettings } from './deviceQuality';

const telegram = (cls: string) => `Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Telegram-Android/11.2.3 (Google Pixel 8; Android 14; SDK 34; ${cls})`;

describe('detectQuality', () => {
  it("takes Telegram Android's performance class from the user agent", () => {
    expect(detectQuality(telegram('LOW'))).toBe('low');
    expect(detectQuality(telegram('AVERAGE'))).toBe('average');
    expect(detectQuality(telegram('HIGH'))).toBe('high');
  });

  it('is low with 2 GB of memory or less, high otherwise', () => {
    expect(detectQuality('Mozilla/5.0', 2)).toBe('low');
    expect(detectQuality('Mozilla/5.0', 8)).toBe('high');
    expect(detectQuality('Mozilla/5.0')).toBe('high');
  });

  it('is low on software WebGL, even where Telegram says HIGH', () => {
    expect(detectQuality('Mozilla/5.0', 8, true)).toBe('low');
    expect(detectQuality(telegram('HIGH'), undefined, true)).toBe('low');
  });
});

describe('qualitySettings', () => {
  it('gives low devices resolution 1, 30 fps and no particles', () => {
    expect(qualitySettings('low', 3)).toEqual({ quality: 'low', resolution: 1, maxFps: 30, maxParticles: 0 });
  });

  it('caps the resolution at 2 (1.5 for average devices)', () => {
    expect(qualitySettings('high', 3).resolution).toBe(2);
    expect(qualitySettings('average', 3).resolution).toBe(1.5);
    expect(qualitySettings('high', 0).resolution).toBe(1);
  });
});
