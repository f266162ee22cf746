import { BitmapText, Container, Graphics, Sprite, Text, TilingSprite, type Texture } from 'pixi.js';
import { boardBackgroundPath, fieldTilePath, type BoardTheme } from '../contracts/art';
import type { PlaybackFrame } from '../playback';
import { ease } from './easing';
import type { SceneTexts } from './EffectsLayer';
import { NUMBER_FONT } from './numberFont';
import { cellOrigin, CELL, MARGIN, TOP_BAND, type BoardView } from './sceneLayout';
import { FIELD_COLORS, TEAM_COLORS } from './scenePalette';
import { SCENE_FONT } from './sceneFont';
import type { SceneTextures } from './sceneTextures';

/** Columns of each team's deployment half (RULES.board.deployColumns). */
const DEPLOY_COLUMNS = 3;

/**
 * The board under the units: the mode's background, faint cells with the two deployment halves tinted in their
 * sides' colours, field overlays over their true radius (Chebyshev: a (2r+1)² square, clipped to the board),
 * textured with the field's tile and kept translucent so units and health bars read through, and the two synergy
 * panels.
 */
export class BoardLayer extends Container {
  private readonly backdrop = new Container({ label: '' });
  private readonly cells = new Graphics({ label: 'board' });
  private readonly fieldArea = new Container({ label: 'fields' });
  private readonly fieldLabels = new Container({ label: 'field-labels' });
  /** Each field's overlay, drawn once when it appears; a fade only changes its alpha. */
  private readonly fieldNodes = new Map<number, { area: Container; turns: BitmapText }>();
  private fieldList: PlaybackFrame['state']['fields'] | null = null;
  private readonly panels: [Text, Text];
  private panelKey = '';
  private panelSynergies: PlaybackFrame['state']['synergies'] | null = null;
  private panelLabel: SceneTexts['synergy'] | null = null;

  constructor(
    private readonly cols: number,
    private readonly rows: number,
    stageWidth: number,
    private readonly view: BoardView,
    private readonly textures: SceneTextures,
    theme: BoardTheme,
    stageHeight: number,
  ) {
    // Its own render group: the board rarely changes (a field appears or ends), so its instructions are built once
    // and kept when the units and effects above it change.
    super({ label: 'board-layer', isRenderGroup: true });
    // The cells (≈ 550 vertices) are over Pixi's 200-vertex limit for batching a Graphics: left to Pixi they were
    // drawn on their own, between the background's batch and the panels' (3 draw calls for the board). The board is
    // its own render group, so batched they are packed only when it is rebuilt (a field comes or goes): 1 draw call.
    this.cells.context.batchMode = 'batch';
    this.drawCells();
    const style = { fontFamily: SCENE_FONT, fontSize: 20, fontWeight: '700' as const, fill: 0xece8ff, lineHeight: 24 };
    this.panels = [
      new Text({ text: '', style: { ...style, align: 'left' }, label: 'synergies-0' }),
      new Text({ text: '', style: { ...style, align: 'right' }, label: 'synergies-1' }),
    ];
    this.panels[0].position.set(MARGIN + 4, 8);
    this.panels[1].anchor.set(1, 0);
    this.panels[1].position.set(stageWidth - MARGIN - 4, 8);
    this.addChild(this.backdrop, this.cells, this.fieldArea, this.fieldLabels, ...this.panels);
    // Drawn at twice the stage size: the stage is scaled up to fit a desktop canvas.
    void textures.load(boardBackgroundPath(theme), [stageWidth * 2, stageHeight * 2]).then((t) => {
      if (!t || this.destroyed) return;
      this.backdrop.addChild(new Sprite({ texture: t, width: stageWidth, height: stageHeight, label: 'background' }));
    });
  }

  private drawCells(): void {
    const g = this.cells;
    for (let x = 0; x < this.cols; x++) {
      for (let y = 0; y < this.rows; y++) {
        const o = cellOrigin(x, y);
        const half = x < DEPLOY_COLUMNS ? 0 : x >= this.cols - DEPLOY_COLUMNS ? 1 : null;
        // Faint over the background: a light checker, each half washed in its side's colour, thin grid lines.
        g.rect(o.x, o.y, CELL, CELL).fill({ color: (x + y) % 2 === 0 ? 0x000000 : 0xffffff, alpha: 0.06 });
        if (half !== null) g.rect(o.x, o.y, CELL, CELL).fill({ color: TEAM_COLORS[half], alpha: 0.13 });
        g.rect(o.x + 1, o.y + 1, CELL - 2, CELL - 2).stroke({ width: 2, color: 0xffffff, alpha: 0.12 });
      }
    }
    // Each half's edge in its side's colour, so the sides read at a glance (the halves are sides, not teams: mirrored,
    // the left one is team 1's).
    const top = TOP_BAND + MARGIN;
    g.rect(MARGIN, top, DEPLOY_COLUMNS * CELL, 4).fill(TEAM_COLORS[0]);
    g.rect(MARGIN + (this.cols - DEPLOY_COLUMNS) * CELL, top, DEPLOY_COLUMNS * CELL, 4).fill(TEAM_COLORS[1]);
  }

  /** Draws one frame's fields and synergy panels (vector parts are drawn once; text changes only with the state). */
  update(frame: PlaybackFrame, texts: SceneTexts): void {
    const { fields } = frame.state;
    if (fields !== this.fieldList) {
      this.fieldList = fields;
      this.syncFields(fields);
    }
    for (const node of this.fieldNodes.values()) node.area.alpha = 1;
    for (const { cue, progress } of frame.active) {
      if (cue.kind !== 'fieldCreated') continue;
      const node = this.fieldNodes.get(cue.field);
      if (node) node.area.alpha = ease.clamp01(progress);
    }
    // Synergies change only when an event lands; the panel texts are re-read then (and on a language change).
    if (frame.state.synergies === this.panelSynergies && texts.synergy === this.panelLabel) return;
    this.panelSynergies = frame.state.synergies;
    this.panelLabel = texts.synergy;
    const activated = new Set(frame.state.activatedSynergies);
    const panelKey = frame.state.synergies.filter((y) => activated.has(`${y.team}:${y.synergy}`)).map((y) => `${y.team}:${y.synergy}:${y.level}`).join(',');
    if (panelKey !== this.panelKey) {
      this.panelKey = panelKey;
      for (const team of [0, 1] as const) {
        const lines = frame.state.synergies.filter((y) => y.team === team && activated.has(`${y.team}:${y.synergy}`)).map((y) => texts.synergy(y.synergy, y.level));
        this.panels[this.view.side(team)].text = lines.slice(0, 3).join('\n');
      }
    }
  }

  /** Adds overlays for new fields, removes expired ones, and updates the remaining turns. */
  private syncFields(fields: PlaybackFrame['state']['fields']): void {
    const live = new Set(fields.map((f) => f.field));
    for (const [id, node] of this.fieldNodes) {
      if (live.has(id)) continue;
      node.area.destroy();
      node.turns.destroy();
      this.fieldNodes.delete(id);
    }
    for (const f of fields) {
      const node = this.fieldNodes.get(f.field) ?? this.addField(f);
      // A permanent field shows no count (an "∞" on every field read as clutter).
      const turns = f.remaining < 0 ? '' : String(f.remaining);
      if (node.turns.text !== turns) node.turns.text = turns;
    }
  }

  /** Draws a new field's overlay over its true radius, clipped to the board, and its turns label. */
  private addField(f: PlaybackFrame['state']['fields'][number]): { area: Container; turns: BitmapText } {
    const area = new Container({ label: '' }); // unlabelled: the scene graph shows the overlays as one "fields" node
    const g = new Graphics({ label: '' });
    g.context.batchMode = 'batch'; // ≈ 250 vertices: in the board's one batch, as the cells (see the constructor)
    const color = FIELD_COLORS[f.status] ?? TEAM_COLORS[this.view.side(f.team)];
    const alpha = 0.16;
    const ends = [this.view.column(Math.max(0, f.x - f.radius)), this.view.column(Math.min(this.cols - 1, f.x + f.radius))];
    const x0 = Math.min(...ends);
    const x1 = Math.max(...ends);
    const y0 = Math.max(0, f.y - f.radius);
    const y1 = Math.min(this.rows - 1, f.y + f.radius);
    const a = cellOrigin(x0, y0);
    const w = (x1 - x0 + 1) * CELL;
    const h = (y1 - y0 + 1) * CELL;
    g.roundRect(a.x + 3, a.y + 3, w - 6, h - 6, 18).fill({ color, alpha }).stroke({ width: 4, color, alpha: 0.75 });
    const centre = cellOrigin(this.view.column(f.x), f.y);
    g.circle(centre.x + CELL / 2, centre.y + CELL / 2, CELL * 0.46).stroke({ width: 3, color, alpha: 0.6 });
    area.addChild(g);
    // The field's tile, repeated over the area at low opacity: a texture, not a wash that hides the units.
    const tile = (t: Texture) => {
      const tiles = new TilingSprite({ texture: t, width: w - 12, height: h - 12, x: a.x + 6, y: a.y + 6, alpha: 0.22, tint: color });
      tiles.tileScale.set(CELL / 2 / t.width);
      area.addChild(tiles);
    };
    const url = fieldTilePath(f.status);
    const known = this.textures.ready(url);
    if (known) tile(known);
    else if (known === undefined) void this.textures.load(url, 64).then((t) => { if (t && !area.destroyed) tile(t); });
    const turns = new BitmapText({ text: '', style: { fontFamily: NUMBER_FONT, fontSize: 22 }, label: `field-${f.field}` });
    turns.tint = color;
    turns.position.set(a.x + 6, a.y + h - 28);
    this.fieldArea.addChild(area);
    this.fieldLabels.addChild(turns);
    const node = { area, turns };
    this.fieldNodes.set(f.field, node);
    return node;
  }
}
