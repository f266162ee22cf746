import { describe, expect, it } from 'vitest';
import { screenshotType } from './screenshotType';

describe('screenshotType', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(screenshotType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(screenshotType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(screenshotType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(screenshotType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(screenshotType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(screenshotType(new Uint8Array())).toBeNull();
  });
});
