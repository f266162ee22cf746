import { BitmapText, Container, Graphics, GraphicsContext, Sprite, Text, type Texture } from 'pixi.js';
import { statusIconPath } from '../contracts/art';
import type { UnitState } from '../playback';
import { NUMBER_FONT } from './numberFont';
import { PLATE, type PlateTextures } from './plateTextures';
import { BOARD_COLORS, ELEMENT_COLORS, TEAM_COLORS } from './scenePalette';
import type { BoardSide } from './sceneLayout';
import type { SceneTextures } from './sceneTextures';
import { SCENE_FONT } from './sceneFont';

const PORTRAIT = 88;
const BAR_W = 84;
const BAR_H = 10;
/** Status icon size in virtual units: 30 is ≥ 14 CSS px on a 390 px phone (the 724-unit stage fits ~370 px). */
export const STATUS_ICON = 30;
const ICON = STATUS_ICON;
const MAX_ICONS = 3;

/** What a unit shows in one frame, computed from the playback frame by drawFrame. */
export interface UnitLook {
  state: UnitState;
  x: number;
  y: number;
  alpha: number;
  scale: number;
  /** 0..1 white hit flash. */
  flash: number;
  /** Health shown by the trailing segment (>= health while a hit is fading). */
  trailHealth: number;
  active: boolean;
  selected: boolean;
  /** Vertical scale of the portrait (idle breathing; 1: still). */
  breathe: number;
  /** How far the unit is raised (the acting unit stands up), in virtual units. */
  lift: number;
  /** Progress of a shield bubble breaking (-1: none). */
  shieldBreak: number;
  /** Progress of the death burst where the unit stood (-1: none). */
  burst: number;
}

/** One unit on the board: plate, portrait (card art, or a drawn placeholder), team marker, health bar, status icons. */
export class UnitNode extends Container {
  private readonly ring = new Graphics({ label: 'ring' });
  /** The shield bubble: shown while the unit has shield points, popped (grows and fades) when it breaks. */
  private readonly bubble = new Graphics({ label: '' });
  private readonly body = new Container({ label: 'body' });
  private readonly plate: Sprite;
  private readonly portrait = new Container({ label: 'portrait' });
  private readonly flashCover = new Graphics();
  private readonly bar = new Container({ label: 'health' });
  /** A white 1 × BAR_H rectangle each bar segment shows, stretched and tinted: a hit moves and scales, never re-tessellates. */
  private readonly segment = new GraphicsContext().rect(0, 0, 1, BAR_H).fill(0xffffff);
  // Unlabelled (a Graphics made from a context is labelled "Graphics"), so the scene graph shows the bar as one node.
  private readonly trailBar = new Graphics({ context: this.segment, label: '' });
  private readonly healthBar = new Graphics({ context: this.segment, label: '' });
  private readonly shieldBar = new Graphics({ context: this.segment, label: '' });
  private readonly icons = new Container({ label: 'statuses' });
  /** The status icons shown, by status. */
  private readonly iconNodes = new Map<string, Container>();
  /** Every status icon made, shown or not (kept for when the status comes back; destroyed with the unit). */
  private readonly iconPool = new Map<string, Container>();
  private readonly barShown = { health: NaN, maxHealth: NaN, shield: NaN, trail: NaN };
  private ringKey = '';
  private iconKey = '';
  private iconStatuses: UnitState['statuses'] | null = null;
  private element = '';

  /**
   * `side`: where the unit's team is drawn (its colour and marker go with the side, see BoardView); `plates`: the
   * scene's plate textures (one per side, shared by every unit).
   */
  constructor(unitState: UnitState, private readonly textures: SceneTextures, private readonly side: BoardSide, plates: PlateTextures) {
    super({ label: `unit-${unitState.unit}` });
    this.plate = new Sprite({ texture: plates.texture(side), anchor: 0.5, label: 'plate' });
    // Plate, portrait and flash breathe and lift together; the bar and icons stay put so they remain readable.
    this.body.addChild(this.plate, this.portrait, this.flashCover);
    this.addChild(this.ring, this.body, this.bubble, this.bar, this.icons);
    this.drawPlaceholder(unitState);
    // Inside the cell (a bubble wider than the plate overlapped the neighbours' portraits), faint over the art.
    this.bubble.circle(0, -2, PLATE * 0.56).fill({ color: BOARD_COLORS.shield, alpha: 0.07 }).stroke({ width: 3, color: BOARD_COLORS.shield, alpha: 0.7 });
    this.bubble.arc(0, -2, PLATE * 0.48, Math.PI * 1.15, Math.PI * 1.35).stroke({ width: 4, color: 0xffffff, alpha: 0.7 });
    this.bubble.visible = false;
    // The acting glow (≈ 200 vertices) and the bubble (≈ 250) are over Pixi's 200-vertex limit for batching a
    // Graphics: left to Pixi, each shown one was drawn on its own and split the units' batch (2 draw calls more).
    // Batched, their vertices are packed when the units' batch is rebuilt or the unit moves; showing or hiding them
    // rebuilds it either way.
    this.ring.context.batchMode = 'batch';
    this.bubble.context.batchMode = 'batch';
    this.flashCover.roundRect(-PORTRAIT / 2, -PORTRAIT / 2, PORTRAIT, PORTRAIT, 12).fill(0xffffff);
    this.flashCover.alpha = 0;
    this.bar.position.set(-BAR_W / 2, PLATE / 2 - BAR_H + 2);
    const back = new Graphics({ label: '' });
    back.roundRect(-2, -2, BAR_W + 4, BAR_H + 4, 4).fill(BOARD_COLORS.barBack);
    this.trailBar.tint = BOARD_COLORS.trail;
    this.shieldBar.tint = BOARD_COLORS.shield;
    this.shieldBar.alpha = 0.9;
    this.bar.addChild(back, this.trailBar, this.healthBar, this.shieldBar);
    this.icons.position.set(-PLATE / 2 - 4, -PLATE / 2 - ICON / 2 - 2);
    void textures.card(unitState.cardId).then((t) => this.showArt(t));
  }

  /** Drawn portrait used until (or instead of) the card art: the element's colour and the card's initial. */
  private drawPlaceholder(u: UnitState): void {
    this.element = u.element;
    if (this.portrait.children.some((c) => c instanceof Sprite)) return;
    for (const c of this.portrait.removeChildren()) c.destroy();
    const color = ELEMENT_COLORS[u.element];
    const g = new Graphics({ label: 'placeholder' });
    const top = -PORTRAIT / 2;
    g.roundRect(-PORTRAIT / 2, top, PORTRAIT, PORTRAIT, 10).fill(color);
    g.roundRect(-PORTRAIT / 2 + 4, top + 4, PORTRAIT - 8, PORTRAIT / 2 - 4, 8).fill({ color: 0xffffff, alpha: 0.18 });
    g.roundRect(-PORTRAIT / 2, top, PORTRAIT, PORTRAIT, 10).stroke({ width: 2, color: 0x000000, alpha: 0.35 });
    const initial = new Text({
      text: (u.cardId[0] ?? '?').toUpperCase(),
      style: { fontFamily: SCENE_FONT, fontSize: 40, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x000000, width: 4 } },
      anchor: 0.5,
    });
    initial.position.set(0, -2);
    this.portrait.addChild(g, initial);
  }

  private showArt(texture: Texture | null): void {
    if (!texture || this.destroyed) return;
    for (const c of this.portrait.removeChildren()) c.destroy();
    const sprite = new Sprite({ texture, anchor: 0.5, width: PORTRAIT, height: PORTRAIT, label: 'art' });
    this.portrait.addChild(sprite);
  }

  /** Applies one frame's look; redraws the vector parts only when what they show changed. */
  update(look: UnitLook): void {
    const u = look.state;
    this.position.set(look.x, look.y);
    this.alpha = look.alpha;
    this.scale.set(look.scale);
    this.visible = look.alpha > 0.01;
    this.flashCover.alpha = look.flash * 0.7;
    // Breathing squashes from the feet (the plate's bottom), so the unit does not bob off its cell.
    this.body.scale.set(2 - look.breathe, look.breathe);
    this.body.y = (PLATE / 2) * (1 - look.breathe) - look.lift;
    const shielded = u.shield > 0;
    const breaking = look.shieldBreak >= 0;
    this.bubble.visible = shielded || breaking;
    if (breaking && !shielded) {
      this.bubble.scale.set(1 + 0.5 * look.shieldBreak);
      this.bubble.alpha = 1 - look.shieldBreak;
    } else {
      this.bubble.scale.set(1);
      this.bubble.alpha = 1;
    }
    if (u.element !== this.element) this.drawPlaceholder(u);
    const ringKey = `${look.active}|${look.selected}`;
    if (ringKey !== this.ringKey) {
      this.ringKey = ringKey;
      this.ring.clear();
      if (look.selected) this.ring.circle(0, 0, PLATE / 2 + 14).stroke({ width: 5, color: 0xf5c451 });
      // The acting unit: a glow of its side's colour under a bright outline.
      if (look.active) {
        this.ring.roundRect(-PLATE / 2 - 12, -PLATE / 2 - 12, PLATE + 24, PLATE + 24, 24).fill({ color: TEAM_COLORS[this.side], alpha: 0.35 });
        this.ring.roundRect(-PLATE / 2 - 6, -PLATE / 2 - 6, PLATE + 12, PLATE + 12, 20).stroke({ width: 5, color: 0xffffff, alpha: 0.95 });
      }
    }
    this.updateBar(u, Math.max(look.trailHealth, u.health));
    // Statuses change only when an event lands (each event's state is a new object): compare the text then.
    if (u.statuses !== this.iconStatuses) {
      this.iconStatuses = u.statuses;
      const iconKey = u.statuses.map((s) => `${s.status}:${s.remaining}`).join(',');
      if (iconKey !== this.iconKey) {
        this.iconKey = iconKey;
        this.drawIcons(u);
      }
    }
  }

  /** Health, the trailing damage segment and the shield after it, as widths of one shared rectangle. */
  private updateBar(u: UnitState, trail: number): void {
    const shown = this.barShown;
    if (shown.health === u.health && shown.maxHealth === u.maxHealth && shown.shield === u.shield && shown.trail === trail) return;
    Object.assign(shown, { health: u.health, maxHealth: u.maxHealth, shield: u.shield, trail });
    const total = Math.max(u.maxHealth, u.health + u.shield);
    const w = (v: number) => (BAR_W * Math.max(0, v)) / total;
    // An empty segment is scaled to zero width rather than hidden: in Pixi a visibility flip rebuilds the render
    // group's whole instruction list, and the trailing segment comes and goes with every hit.
    const place = (g: Graphics, x: number, width: number) => {
      g.x = x;
      g.scale.x = width;
    };
    place(this.trailBar, w(u.health), trail > u.health ? w(trail - u.health) : 0);
    place(this.healthBar, 0, u.health > 0 ? w(u.health) : 0);
    this.healthBar.tint = u.health / Math.max(1, u.maxHealth) > 0.3 ? BOARD_COLORS.health : BOARD_COLORS.healthLow;
    place(this.shieldBar, w(u.health), u.shield > 0 ? w(u.shield) : 0);
  }

  /** Destroys the node, its children and the bar's shared rectangle. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    // Icons taken off are no one's children: destroyed here (the ones still shown went with the children).
    for (const node of this.iconPool.values()) if (!node.destroyed) node.destroy({ children: true });
    this.iconPool.clear();
    this.segment.destroy();
  }

  private drawIcons(u: UnitState): void {
    // One icon per status id (the newest MAX_ICONS ids); a status held several times shows its count on a badge.
    const counts = new Map<string, { status: string; remaining: number; count: number }>();
    for (const st of u.statuses) {
      const had = counts.get(st.status);
      counts.delete(st.status);
      counts.set(st.status, { status: st.status, remaining: Math.max(had?.remaining ?? st.remaining, st.remaining), count: (had?.count ?? 0) + 1 });
    }
    const shown = [...counts.values()].slice(-MAX_ICONS);
    const keep = new Set(shown.map((s) => s.status));
    // A status that ends is taken off, not destroyed: statuses come back (a shield every few turns), and a new icon
    // meant a new text drawn and uploaded inside that frame.
    for (const [id, node] of this.iconNodes) {
      if (keep.has(id)) continue;
      this.icons.removeChild(node);
      this.iconNodes.delete(id);
    }
    shown.forEach((s, i) => {
      let node = this.iconNodes.get(s.status);
      if (!node) {
        node = this.iconPool.get(s.status) ?? this.makeIcon(s.status);
        this.iconPool.set(s.status, node);
        this.iconNodes.set(s.status, node);
        this.icons.addChild(node);
      }
      node.position.set(i * (ICON + 2), 0);
      // In the statuses' order, whatever order they came back in: the scene graph is a function of the frame alone.
      if (this.icons.children[i] !== node) this.icons.setChildIndex(node, i);
      const counter = node.getChildByLabel('turns') as BitmapText;
      const turns = s.remaining < 0 ? '' : String(s.remaining);
      if (counter.text !== turns) counter.text = turns;
      const badge = node.getChildByLabel('stack') as Container;
      badge.visible = s.count > 1;
      const count = badge.getChildByLabel('count') as BitmapText;
      const text = `${s.count}`;
      if (s.count > 1 && count.text !== text) count.text = text;
    });
  }

  private makeIcon(status: string): Container {
    const node = new Container({ label: `status-${status}` });
    const back = new Graphics();
    back.circle(ICON / 2, ICON / 2, ICON / 2).fill(0x1b1630).stroke({ width: 3, color: 0xffffff, alpha: 0.9 });
    const counter = new BitmapText({ text: '', style: { fontFamily: NUMBER_FONT, fontSize: 18 }, label: 'turns' });
    counter.anchor.set(1, 0);
    counter.position.set(ICON + 3, ICON - 11);
    // The stack badge: a gold disc with the count, at the icon's top right.
    const badge = new Container({ label: 'stack' });
    const disc = new Graphics();
    disc.circle(0, 0, 10).fill(0xf5c451).stroke({ width: 2, color: 0x1b1630 });
    const count = new BitmapText({ text: '', style: { fontFamily: NUMBER_FONT, fontSize: 16 }, label: 'count' });
    count.anchor.set(0.5);
    count.tint = 0x1b1630;
    badge.addChild(disc, count);
    badge.position.set(ICON - 2, 2);
    badge.visible = false;
    const url = statusIconPath(status);
    const icon = (t: Texture) => new Sprite({ texture: t, width: ICON - 4, height: ICON - 4, x: 2, y: 2 });
    // An icon image already loaded (another unit had this status) shows at once; the letters are never drawn then.
    const known = this.textures.ready(url);
    if (known) {
      node.addChild(back, icon(known), counter, badge);
      return node;
    }
    const letters = new Text({
      text: status.slice(0, 2).toUpperCase(),
      style: { fontFamily: SCENE_FONT, fontSize: 13, fontWeight: '800', fill: 0xffffff },
      anchor: 0.5,
    });
    letters.position.set(ICON / 2, ICON / 2);
    node.addChild(back, letters, counter, badge);
    if (known === null) return node; // no image for this status: the letters stay
    void this.textures.load(url, 64).then((t) => {
      if (!t || node.destroyed) return;
      letters.visible = false;
      node.addChildAt(icon(t), 1);
    });
    return node;
  }
}
