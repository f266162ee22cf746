/** Finest and coarsest texture resolution (texture pixels per virtual unit) a pre-rendered shape is drawn at. */
const MIN = 0.5;
const MAX = 4;
/** Steps the resolution moves in, so a resize by a few pixels does not redraw the shapes. */
const STEP = 0.25;

/**
 * The resolution to pre-render a vector shape at when the stage shows `pixelsPerUnit` device pixels per virtual unit
 * (the root's scale times the renderer's resolution): the next step up, so the texture is never magnified (a
 * magnified texture looks soft next to the vector drawing it replaced), within bounds.
 */
export function shapeResolution(pixelsPerUnit: number): number {
  if (!Number.isFinite(pixelsPerUnit) || pixelsPerUnit <= MIN) return MIN;
  return Math.min(MAX, Math.ceil(pixelsPerUnit / STEP - 1e-9) * STEP);
}
