import { MAX_SCREENSHOT_BYTES } from '../../contracts/reports';

/** A picked screenshot: its base64 (what the API takes) and a preview URL (revoke it when done). */
export interface PickedScreenshot {
  base64: string;
  previewUrl: string;
  bytes: number;
  name: string;
}

/** Why a picked file cannot be sent (checked here to save an upload; the server checks its bytes again). */
export type ScreenshotProblem = 'too_large' | 'not_image';

/** Reads a picked file for sending, or says why it cannot be sent. */
export async function readScreenshot(file: File): Promise<PickedScreenshot | ScreenshotProblem> {
  if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) return 'not_image';
  if (file.size > MAX_SCREENSHOT_BYTES) return 'too_large';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode(...all) would overflow the call stack on a large image.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), previewUrl: URL.createObjectURL(file), bytes: bytes.length, name: file.name };
}
