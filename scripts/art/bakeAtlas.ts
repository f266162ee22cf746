import sharp from 'sharp';
import type { ArtFile } from './buildArt';

/** Side of one card in the atlas, in pixels (the scene draws a portrait at about 70–140 device pixels). */
export const ATLAS_CELL = 128;

/** Where each card sits in the atlas: the manifest the scene reads (served beside the image). */
export interface AtlasManifest {
  cell: number;
  width: number;
  height: number;
  /** Card id → top-left corner of its cell, in pixels. */
  frames: Record<string, [number, number]>;
}

/**
 * Bakes the card portraits into one WebP texture atlas (a square-ish grid of ATLAS_CELL cells) and its manifest:
 * one image for the battle scene instead of a dozen SVGs to fetch and rasterise on the phone.
 */
export async function bakeAtlas(cards: readonly { id: string; svg: string }[]): Promise<{ image: Buffer; manifest: AtlasManifest }> {
  const cols = Math.ceil(Math.sqrt(cards.length));
  const rows = Math.ceil(cards.length / cols);
  const frames: Record<string, [number, number]> = {};
  const tiles = await Promise.all(
    cards.map(async (card, i) => {
      const left = (i % cols) * ATLAS_CELL;
      const top = Math.floor(i / cols) * ATLAS_CELL;
      frames[card.id] = [left, top];
      const input = await sharp(Buffer.from(card.svg), { density: 72 }).resize(ATLAS_CELL, ATLAS_CELL).png().toBuffer();
      return { input, left, top };
    }),
  );
  const width = cols * ATLAS_CELL;
  const height = rows * ATLAS_CELL;
  const image = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(tiles)
    .webp({ quality: 82, alphaQuality: 90, effort: 6 })
    .toBuffer();
  return { image, manifest: { cell: ATLAS_CELL, width, height, frames } };
}

/** The card files among the generated art, as (id, svg), in the order they were generated. */
export function cardFiles(files: readonly ArtFile[]): { id: string; svg: string }[] {
  return files.filter((f) => f.path.startsWith('cards/')).map((f) => ({ id: f.path.slice('cards/'.length, -'.svg'.length), svg: f.svg }));
}
