import { Texture } from 'pixi.js';

/**
 * Textures one scene made from images (card portraits, status icons): loaded once per URL, destroyed with the
 * scene. A missing or broken image resolves to null and the caller keeps its drawn placeholder.
 */
export class SceneTextures {
  private readonly loads = new Map<string, Promise<Texture | null>>();
  /** Loads that have finished, by URL (null: the image is missing). */
  private readonly settled = new Map<string, Texture | null>();
  private readonly made: Texture[] = [];
  private destroyed = false;

  /** `onLoad` is told when a texture arrives (the scene renders only on change, and an image is one). */
  constructor(private readonly onLoad: () => void = () => {}) {}

  /** The texture for an image URL, or null when it cannot be loaded (the art is optional). */
  load(url: string, size = 128): Promise<Texture | null> {
    let pending = this.loads.get(url);
    if (!pending) {
      pending = this.decode(url, size);
      pending.then((texture) => { if (!this.destroyed) this.settled.set(url, texture); }, () => {});
      this.loads.set(url, pending);
    }
    return pending;
  }

  /**
   * The texture of a load that has finished (null when the image is missing), or undefined while it is loading or
   * was never asked for: a node made in a frame can then show a known image in that very frame.
   */
  ready(url: string): Texture | null | undefined {
    return this.settled.get(url);
  }

  private async decode(url: string, size: number): Promise<Texture | null> {
    try {
      const response = await fetch(url);
      const type = response.headers.get('content-type') ?? '';
      // The SPA server answers unknown paths with index.html: only real images count.
      if (!response.ok || !type.startsWith('image/')) return null;
      const blob = await response.blob();
      const bitmap = await createImageBitmap(blob, { resizeWidth: size, resizeHeight: size }).catch(async () => {
        const img = new Image(size, size);
        img.src = URL.createObjectURL(blob);
        try {
          await img.decode();
          return await createImageBitmap(img, { resizeWidth: size, resizeHeight: size });
        } finally {
          URL.revokeObjectURL(img.src);
        }
      });
      if (this.destroyed) {
        bitmap.close();
        return null;
      }
      const texture = Texture.from(bitmap);
      this.made.push(texture);
      this.onLoad();
      return texture;
    } catch {
      return null;
    }
  }

  /** Destroys every texture made (and its GPU upload); later loads resolve to null. */
  destroy(): void {
    this.destroyed = true;
    for (const t of this.made) t.destroy(true);
    this.made.length = 0;
    this.loads.clear();
    this.settled.clear();
  }
}
