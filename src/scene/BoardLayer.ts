import { BitmapText, Container, Graphics, Text } from 'pixi.js';
import type { PlaybackFrame } from '../playback';
import { ease } from './easing';
import type { SceneTexts } from './EffectsLayer';
import { NUMBER_FONT } from './numberFont';
import { cellOrigin, CELL, MARGIN, TOP_BAND } from './sceneLayout';
import { BOARD_COLORS, FIELD_COLORS, TEAM_COLORS } from './scenePalette';

/** Columns of each team's deployment half (RULES.board.deployColumns). */
const DEPLOY_COLUMNS = 3;

/**
 * The board under the units: cells with both deployment halves tinted, field overlays over their true radius
 * (Chebyshev: a (2r+1)² square, clipped to the board) with their remaining turns, and the two synergy panels.
 */
export class BoardLayer extends Container {
  private readonly cells = new Graphics({ label: 'board' });
  private readonly fieldArea = new Graphics({ label: 'fields' });
  private readonly fieldLabels = new Container({ label: 'field-labels' });
  private readonly panels: [Text, Text];
  private fieldKey = '';
  private panelKey = '';

  constructor(private readonly cols: number, private readonly rows: number, stageWidth: number) {
    super({ label: 'board-layer' });
    this.drawCells();
    const style = { fontFamily: 'system-ui, sans-serif', fontSize: 20, fontWeight: '700' as const, fill: 0xece8ff, lineHeight: 24 };
    this.panels = [
      new Text({ text: '', style: { ...style, align: 'left' }, label: 'synergies-0' }),
      new Text({ text: '', style: { ...style, align: 'right' }, label: 'synergies-1' }),
    ];
    this.panels[0].position.set(MARGIN + 4, 8);
    this.panels[1].anchor.set(1, 0);
    this.panels[1].position.set(stageWidth - MARGIN - 4, 8);
    this.addChild(this.cells, this.fieldArea, this.fieldLabels, ...this.panels);
  }

  private drawCells(): void {
    const g = this.cells;
    for (let x = 0; x < this.cols; x++) {
      for (let y = 0; y < this.rows; y++) {
        const o = cellOrigin(x, y);
        const half = x < DEPLOY_COLUMNS ? 0 : x >= this.cols - DEPLOY_COLUMNS ? 1 : null;
        const base = (x + y) % 2 === 0 ? BOARD_COLORS.cell : BOARD_COLORS.cellAlt;
        g.rect(o.x, o.y, CELL, CELL).fill(base);
        if (half !== null) g.rect(o.x, o.y, CELL, CELL).fill({ color: BOARD_COLORS.half[half], alpha: 0.55 });
        g.rect(o.x + 1, o.y + 1, CELL - 2, CELL - 2).stroke({ width: 2, color: BOARD_COLORS.line, alpha: 0.8 });
      }
    }
    // Each half's edge in its team colour, so the sides read at a glance.
    const top = TOP_BAND + MARGIN;
    g.rect(MARGIN, top, DEPLOY_COLUMNS * CELL, 4).fill(TEAM_COLORS[0]);
    g.rect(MARGIN + (this.cols - DEPLOY_COLUMNS) * CELL, top, DEPLOY_COLUMNS * CELL, 4).fill(TEAM_COLORS[1]);
  }

  /** Draws one frame's fields and synergy panels (vector parts are redrawn only when they change). */
  update(frame: PlaybackFrame, texts: SceneTexts): void {
    const { fields } = frame.state;
    const fading = new Map<number, number>();
    for (const { cue, progress } of frame.active) {
      if (cue.kind === 'fieldCreated') fading.set(cue.field, ease.clamp01(progress));
    }
    const key = fields.map((f) => `${f.field}:${f.remaining}:${(fading.get(f.field) ?? 1).toFixed(2)}`).join(',');
    if (key !== this.fieldKey) {
      this.fieldKey = key;
      this.drawFields(frame, fading);
    }
    const activated = new Set(frame.state.activatedSynergies);
    const panelKey = frame.state.synergies.filter((y) => activated.has(`${y.team}:${y.synergy}`)).map((y) => `${y.team}:${y.synergy}:${y.level}`).join(',');
    if (panelKey !== this.panelKey) {
      this.panelKey = panelKey;
      for (const team of [0, 1] as const) {
        const lines = frame.state.synergies.filter((y) => y.team === team && activated.has(`${y.team}:${y.synergy}`)).map((y) => texts.synergy(y.synergy, y.level));
        this.panels[team].text = lines.slice(0, 3).join('\n');
      }
    }
  }

  private drawFields(frame: PlaybackFrame, fading: Map<number, number>): void {
    const g = this.fieldArea;
    g.clear();
    for (const c of this.fieldLabels.removeChildren()) c.destroy();
    for (const f of frame.state.fields) {
      const color = FIELD_COLORS[f.status] ?? TEAM_COLORS[f.team];
      const alpha = 0.28 * (fading.get(f.field) ?? 1);
      const x0 = Math.max(0, f.x - f.radius);
      const x1 = Math.min(this.cols - 1, f.x + f.radius);
      const y0 = Math.max(0, f.y - f.radius);
      const y1 = Math.min(this.rows - 1, f.y + f.radius);
      const a = cellOrigin(x0, y0);
      const w = (x1 - x0 + 1) * CELL;
      const h = (y1 - y0 + 1) * CELL;
      g.rect(a.x, a.y, w, h).fill({ color, alpha }).stroke({ width: 3, color, alpha: Math.min(1, alpha * 3) });
      const centre = cellOrigin(f.x, f.y);
      g.circle(centre.x + CELL / 2, centre.y + CELL / 2, CELL * 0.42).stroke({ width: 3, color, alpha: Math.min(1, alpha * 3) });
      const turns = new BitmapText({ text: f.remaining < 0 ? '∞' : String(f.remaining), style: { fontFamily: NUMBER_FONT, fontSize: 22 }, label: `field-${f.field}` });
      turns.tint = color;
      turns.position.set(a.x + 6, a.y + h - 28);
      this.fieldLabels.addChild(turns);
    }
  }
}
