import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';

const require = createRequire(import.meta.url);

/**
 * The font files the pictures are drawn with, shipped in node_modules (Inter, OFL): never the machine's own fonts,
 * so a battle's picture is the same bytes on every server.
 */
const FONT_FILES = ['600SemiBold/Inter_600SemiBold.ttf', '700Bold/Inter_700Bold.ttf', '800ExtraBold/Inter_800ExtraBold.ttf'].map((file) => require.resolve(`@expo-google-fonts/inter/${file}`));

/** JPEG quality of the served pictures (Telegram's InlineQueryResultPhoto takes JPEG only). */
const JPEG_QUALITY = 88;

/** A rendered picture: its RGBA pixels (what the golden test hashes) and the encodings served. */
export interface RasterImage {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Buffer;
  png(): Buffer;
  jpeg(): Buffer;
}

/** Rasterises an SVG with resvg at its own size, with the shipped fonts only. */
export function rasterizeShareImage(svg: string): RasterImage {
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
  }).render();
  const pixels = Buffer.from(rendered.pixels);
  const { width, height } = rendered;
  return {
    width,
    height,
    pixels,
    png: () => Buffer.from(rendered.asPng()),
    jpeg: () => jpeg.encode({ data: pixels, width, height }, JPEG_QUALITY).data,
  };
}
