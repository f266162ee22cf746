import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../domain/auth/constantTimeEqual';
import { rasterizeShareImage } from './rasterizeShareImage';
import { sceneOfStartParam } from './shareScenes';
import { shareImageSvg, type CardArtSource, type ShareImageVariant } from './shareImageSvg';

/** How many rendered pictures a process keeps (about 100-300 KB each). */
const CACHE_ENTRIES = 64;

/** The public pictures of shares: signed URLs, rendered once per process and kept in a small LRU cache. */
export interface ShareImages {
  /** The path of a picture (`/share/<variant>/<start parameter>.jpg?s=<signature>`). */
  path(variant: ShareImageVariant, startParam: string): string;
  /** The JPEG of a signed picture; null when the signature or the start parameter is not one this server made. */
  jpeg(variant: ShareImageVariant, startParam: string, signature: string): Buffer | null;
}

/**
 * Pictures are drawn from the start parameter alone (a replay code holds the whole battle), so any process serves
 * any share without the database; the URL is signed with `secret` so only shares this server prepared cost a
 * render (a battle re-run and a rasterisation, tens to hundreds of ms), not any code a stranger invents.
 */
export function shareImages(options: { secret: string; art: CardArtSource }): ShareImages {
  const cache = new Map<string, Buffer>();
  const sign = (variant: ShareImageVariant, startParam: string) => createHmac('sha256', options.secret).update(`share-image:${variant}:${startParam}`).digest('hex').slice(0, 24);
  return {
    path: (variant, startParam) => `/share/${variant}/${startParam}.jpg?s=${sign(variant, startParam)}`,
    jpeg(variant, startParam, signature) {
      if (!constantTimeEqual(signature, sign(variant, startParam))) return null;
      const key = `${variant}:${startParam}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const scene = sceneOfStartParam(startParam);
      if (!scene) return null;
      const image = rasterizeShareImage(shareImageSvg(scene, variant, options.art)).jpeg();
      cache.set(key, image);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return image;
    },
  };
}
