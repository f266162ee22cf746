import { describe, expect, it } from 'vitest';
import { MAX_SCREENSHOT_BYTES } from '../../contracts/reports';
import { readScreenshot } from './readScreenshot';

describe('readScreenshot', () => {
  it('reads an image as base64 with a preview URL', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 251);
    const picked = await readScreenshot(new File([bytes], 'shot.png', { type: 'image/png' }));
    if (typeof picked === 'string') throw new Error(picked);
    expect(Buffer.from(picked.base64, 'base64')).toEqual(Buffer.from(bytes));
    expect(picked).toMatchObject({ bytes: 70_000, name: 'shot.png' });
    URL.revokeObjectURL(picked.previewUrl);
  });

  it('says why a file cannot be sent before uploading it', async () => {
    expect(await readScreenshot(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }))).toBe('not_image');
    expect(await readScreenshot(new File([new Uint8Array(MAX_SCREENSHOT_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }))).toBe('too_large');
  });
});
