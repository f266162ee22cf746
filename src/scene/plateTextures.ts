import { Graphics, Matrix, RenderTexture, type Renderer, type Texture } from 'pixi.js';
import type { BoardSide } from './sceneLayout';
import { TEAM_COLORS } from './scenePalette';
import { shapeResolution } from './shapeResolution';

/** Size of a unit's plate in virtual units. */
export const PLATE = 96;
/** Half the texture's side: the plate with its stroke, its shadow below and the team marker at its corner. */
const HALF = PLATE / 2 + 12;
const OFFSET = new Matrix().translate(HALF, HALF);

/** Draws the plate of a side of the board, centred on 0,0: shadow, dark tile edged in the side's colour, marker. */
function drawPlate(g: Graphics, side: BoardSide): Graphics {
  const team = TEAM_COLORS[side];
  g.ellipse(0, PLATE / 2 - 2, PLATE * 0.46, 12).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(-PLATE / 2, -PLATE / 2, PLATE, PLATE, 16).fill({ color: 0x15111f, alpha: 0.92 }).stroke({ width: 5, color: team });
  // Team marker that is not colour alone: the left side's a circle, the right's a diamond (each starts on its side).
  const mx = PLATE / 2 - 6;
  const my = -PLATE / 2 + 6;
  if (side === 0) g.circle(mx, my, 9).fill(team).stroke({ width: 2, color: 0xffffff });
  else g.poly([mx, my - 11, mx + 11, my, mx, my + 11, mx - 11, my]).fill(team).stroke({ width: 2, color: 0xffffff });
  return g;
}

/**
 * The unit plate of each side as a texture every unit of that side shows (a sprite, centred: anchor 0.5). Drawn as
 * vectors, a plate is ≈ 280–380 vertices: over Pixi's limit for batching a Graphics (200), so each plate was drawn
 * on its own and split the units' batch in two, 2 draw calls a unit; batched anyway, its vertices would be packed
 * again every frame, as every unit breathes. A sprite is 4 vertices in the units' batch. Rendered at the resolution
 * the stage is shown at (again when a resize changes it), so it is as sharp as the vectors were.
 */
export class PlateTextures {
  private readonly shapes: [Graphics, Graphics] = [drawPlate(new Graphics(), 0), drawPlate(new Graphics(), 1)];
  private readonly textures: [RenderTexture, RenderTexture];
  private resolution = 0;

  /** `antialias`: as the canvas's (a LOW device draws its vectors without). */
  constructor(antialias: boolean) {
    const make = () => RenderTexture.create({ width: HALF * 2, height: HALF * 2, resolution: 1, antialias });
    this.textures = [make(), make()];
  }

  /** The plate texture of a side (blank until the first {@link render}). */
  texture(side: BoardSide): Texture {
    return this.textures[side];
  }

  /** Draws the plates for `pixelsPerUnit` device pixels per virtual unit, unless they already are at that resolution. */
  render(renderer: Renderer, pixelsPerUnit: number): void {
    const resolution = shapeResolution(pixelsPerUnit);
    if (resolution === this.resolution) return;
    this.resolution = resolution;
    for (const side of [0, 1] as const) {
      const target = this.textures[side];
      target.source.resize(HALF * 2, HALF * 2, resolution);
      renderer.render({ container: this.shapes[side], target, clear: true, clearColor: [0, 0, 0, 0], transform: OFFSET });
    }
  }

  /** Destroys the textures and the shapes drawn into them. */
  destroy(): void {
    for (const t of this.textures) t.destroy(true);
    for (const g of this.shapes) g.destroy({ context: true });
  }
}
