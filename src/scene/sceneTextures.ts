import { Rectangle, Texture } from 'pixi.js';
import * as z from 'zod/mini';
import { cardAtlasManifestPath, cardAtlasPath } from '../contracts/art';

/** The atlas manifest as the build writes it (scripts/art/bakeAtlas.ts); zod/mini, as the rest of the battle route. */
const AtlasManifest = z.object({ cell: z.number(), width: z.number(), height: z.number(), frames: z.record(z.string(), z.tuple([z.number(), z.number()])) });
type AtlasManifest = z.infer<typeof AtlasManifest>;

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
  load(url: string, size: number | readonly [number, number] = 128): Promise<Texture | null> {
    let pending = this.loads.get(url);
    if (!pending) {
      pending = this.decode(url, size);
      pending.then((texture) => { if (!this.destroyed) this.settled.set(url, texture); }, () => {});
      this.loads.set(url, pending);
    }
    return pending;
  }

  private atlas: Promise<{ texture: Texture; manifest: AtlasManifest } | null> | null = null;
  private readonly cards = new Map<string, Texture>();

  /**
   * A card's portrait from the baked atlas (one image per battle, whatever the teams), or null when the atlas or the
   * card is missing (the caller keeps its placeholder).
   */
  async card(cardId: string): Promise<Texture | null> {
    this.atlas ??= this.loadAtlas();
    const atlas = await this.atlas;
    if (!atlas || this.destroyed) return null;
    const known = this.cards.get(cardId);
    if (known) return known;
    const at = atlas.manifest.frames[cardId];
    if (!at) return null;
    const texture = new Texture({ source: atlas.texture.source, frame: new Rectangle(at[0], at[1], atlas.manifest.cell, atlas.manifest.cell) });
    this.cards.set(cardId, texture);
    return texture;
  }

  private async loadAtlas(): Promise<{ texture: Texture; manifest: AtlasManifest } | null> {
    try {
      const response = await fetch(cardAtlasManifestPath());
      if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
      const manifest = AtlasManifest.parse(await response.json());
      const texture = await this.load(cardAtlasPath(), [manifest.width, manifest.height]);
      return texture ? { texture, manifest } : null;
    } catch {
      return null;
    }
  }

  /**
   * The texture of a load that has finished (null when the image is missing), or undefined while it is loading or
   * was never asked for: a node made in a frame can then show a known image in that very frame.
   */
  ready(url: string): Texture | null | undefined {
    return this.settled.get(url);
  }

  private async decode(url: string, size: number | readonly [number, number]): Promise<Texture | null> {
    const [width, height] = typeof size === 'number' ? [size, size] : size;
    try {
      const response = await fetch(url);
      const type = response.headers.get('content-type') ?? '';
      // The SPA server answers unknown paths with index.html: only real images count.
      if (!response.ok || !type.startsWith('image/')) return null;
      const blob = await response.blob();
      const bitmap = await createImageBitmap(blob, { resizeWidth: width, resizeHeight: height }).catch(async () => {
        const img = new Image(width, height);
        img.src = URL.createObjectURL(blob);
        try {
          await img.decode();
          return await createImageBitmap(img, { resizeWidth: width, resizeHeight: height });
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
    for (const t of this.cards.values()) t.destroy(false);
    this.cards.clear();
    for (const t of this.made) t.destroy(true);
    this.made.length = 0;
    this.loads.clear();
    this.settled.clear();
  }
}
