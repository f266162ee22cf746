import type { Context } from 'hono';
import type { ShareImages } from '../../share/shareImages';

/** The start parameters a picture may name (Telegram's alphabet and length). */
const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /share/:variant/:file (`<start parameter>.jpg?s=<signature>`): a share's picture, public (Telegram fetches
 * it), immutable (the same URL is always the same picture), 404 for anything this server did not sign.
 */
export function shareImageRoute(images: ShareImages | null) {
  return (c: Context) => {
    const variant = c.req.param('variant');
    const file = c.req.param('file') ?? '';
    const startParam = file.endsWith('.jpg') ? file.slice(0, -4) : '';
    const signature = c.req.query('s') ?? '';
    if (!images || (variant !== 'card' && variant !== 'story') || !START_PARAM.test(startParam)) return c.notFound();
    const jpeg = images.jpeg(variant, startParam, signature);
    if (!jpeg) return c.notFound();
    return c.body(new Uint8Array(jpeg), 200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
  };
}
