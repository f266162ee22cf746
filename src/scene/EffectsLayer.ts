import { BitmapText, Container, Graphics, GraphicsContext, RenderTexture, Text, type Renderer } from 'pixi.js';
import { whenIdle } from '../browser/whenIdle';
import type { ActiveCue, Cue, PlaybackFrame } from '../playback';
import { BoundedCache } from './boundedCache';
import { ease } from './easing';
import { NUMBER_FONT, TITLE_FONT, TITLE_FONT_SIZE } from './numberFont';
import { CELL, type BoardSide, type BoardView } from './sceneLayout';
import { ELEMENT_COLORS, NUMBER_COLORS, TEAM_COLORS } from './scenePalette';
import type { UnitLook } from './UnitNode';
import { SCENE_FONT } from './sceneFont';
import { titleHandOff } from './titleHandOff';

/** Floating numbers on screen at most (pooled BitmapText; the newest win). */
export const MAX_NUMBERS = 24;
const MAX_PROJECTILES = 8;
/** Ghost copies trailing each projectile. */
const TRAIL = 3;
/** Heal sparkles on screen at most (motion, not particles: every quality class draws them). */
const MAX_SPARKLES = 24;
const SPARKLES_PER_HEAL = 4;
/** Rings (hit impacts, death bursts) on screen at most. */
const MAX_RINGS = 12;

/** Texts the canvas itself shows, translated by the screen. */
export interface SceneTexts {
  skillName: (skillId: string) => string;
  round: (round: number) => string;
  /** A synergy's name with its level, for the synergy panels. */
  synergy: (synergyId: string, level: number) => string;
}

type NumberCue = Extract<Cue, { kind: 'damageNumber' | 'heal' | 'shieldAbsorb' | 'miss' }>;
const isNumberCue = (a: ActiveCue): a is ActiveCue & { cue: NumberCue } =>
  a.cue.kind === 'damageNumber' || a.cue.kind === 'heal' || a.cue.kind === 'shieldAbsorb' || a.cue.kind === 'miss';
/** Skill banners kept rendered at most. */
const MAX_BANNERS = 12;

/** A stable pseudo-random 0..1 from integers (particle spread without Math.random, so a frame is reproducible). */
function hash01(a: number, b: number): number {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const PARTICLE_COLORS: Record<string, number> = { hit: 0xffffff, crit: 0xffd166, heal: 0x6ee7a0, death: 0xb9a8ff, field: 0xf5c451, skill: 0x9fdcff };

/**
 * Everything drawn over the units from the cues in flight: pooled floating numbers, projectiles, particles, the skill
 * banner and the round title. Each frame every pooled object is assigned from the active cues, so nothing carries
 * animation state between frames.
 */
export class EffectsLayer extends Container {
  private readonly numbers: BitmapText[] = [];
  private readonly projectiles: Graphics[] = [];
  private readonly particles: Graphics[] = [];
  private readonly dot = new GraphicsContext().circle(0, 0, 5).fill(0xffffff);
  // An orb with a dark rim, so a light element's orb still reads over a light background.
  private readonly bolt = new GraphicsContext().circle(0, 0, 18).fill({ color: 0xffffff, alpha: 0.3 }).circle(0, 0, 11).fill(0xffffff).stroke({ width: 3, color: 0x1c1526 }).circle(-3, -3, 4).fill({ color: 0xffffff, alpha: 0.9 });
  private readonly arrow = new GraphicsContext().poly([-22, -3, 10, -3, 10, -8, 22, 0, 10, 8, 10, 3, -22, 3]).fill(0xffffff).stroke({ width: 2, color: 0x1c1526 });
  private readonly sparkle = new GraphicsContext().poly([0, -9, 2.5, -2.5, 9, 0, 2.5, 2.5, 0, 9, -2.5, 2.5, -9, 0, -2.5, -2.5]).fill(0xffffff);
  private readonly ringShape = new GraphicsContext().circle(0, 0, 40).stroke({ width: 6, color: 0xffffff });
  private readonly trails: Graphics[] = [];
  private readonly arrows: Graphics[] = [];
  private readonly sparkles: Graphics[] = [];
  private readonly rings: Graphics[] = [];
  private readonly banner = new Container({ label: 'banner' });
  /** A banner per skill name and team, each rendered once: a Text re-rendered on every cast meant a canvas draw and a texture upload. */
  private readonly banners = new BoundedCache<Container>(MAX_BANNERS, (banner) => banner.destroy({ children: true }));
  private shownBanner: Container | null = null;
  /** The shown banner's fade (0-1) this frame; titleHandOff turns it into the banner's and the round title's alpha. */
  private bannerFade = 0;
  /** The skill-name translation the banners were prepared for, and what cancels the idle callback preparing them. */
  private preparedFor: SceneTexts['skillName'] | null = null;
  private cancelPrepare: (() => void) | null = null;
  /** Where prepared banners are rendered (the pixels are thrown away). */
  private scratch: RenderTexture | null = null;
  private readonly roundTitle: BitmapText;
  private roundShown = { round: -1, label: null as SceneTexts['round'] | null };
  /** The number cues of the current frame (reused, not reallocated per frame). */
  private readonly numberCues: (ActiveCue & { cue: NumberCue })[] = [];

  constructor(private readonly maxParticles: number, private readonly stageWidth: number, bandHeight: number, private readonly view: BoardView) {
    // Its own render group: pooled objects show and hide as cues come and go, and in Pixi a visibility flip rebuilds
    // the whole render group's instruction list. Alone, a flip here rebuilds only the effects, not the board and units.
    super({ label: 'effects', isRenderGroup: true });
    for (let i = 0; i < MAX_RINGS; i++) this.rings.push(this.addChild(new Graphics(this.ringShape)));
    for (let i = 0; i < MAX_PROJECTILES * TRAIL; i++) this.trails.push(this.addChild(new Graphics(this.bolt)));
    for (let i = 0; i < MAX_PROJECTILES; i++) this.projectiles.push(this.addChild(new Graphics(this.bolt)));
    for (let i = 0; i < MAX_PROJECTILES; i++) this.arrows.push(this.addChild(new Graphics(this.arrow)));
    for (let i = 0; i < MAX_SPARKLES; i++) this.sparkles.push(this.addChild(new Graphics(this.sparkle)));
    for (let i = 0; i < maxParticles; i++) this.particles.push(this.addChild(new Graphics(this.dot)));
    for (let i = 0; i < MAX_NUMBERS; i++) {
      const n = new BitmapText({ text: '', style: { fontFamily: NUMBER_FONT, fontSize: 34 } });
      n.anchor.set(0.5);
      this.numbers.push(this.addChild(n));
    }
    this.roundTitle = new BitmapText({ text: '', anchor: 0.5, label: 'round-title', style: { fontFamily: TITLE_FONT, fontSize: TITLE_FONT_SIZE } });
    this.roundTitle.position.set(stageWidth / 2, bandHeight / 2);
    this.addChild(this.banner, this.roundTitle);
    this.hideAll();
  }

  private hideAll(): void {
    for (const o of this.numbers) o.visible = false;
    for (const o of this.projectiles) o.visible = false;
    for (const o of this.particles) o.visible = false;
    for (const o of [...this.trails, ...this.arrows, ...this.sparkles, ...this.rings]) o.visible = false;
    this.banner.visible = false;
  }

  /**
   * Draws the effects of one frame. Each pooled object's visibility is set once, to its final value: in Pixi a
   * visibility flip rebuilds the render group's instructions, and hiding everything first flipped dozens per frame.
   */
  update(frame: PlaybackFrame, looks: UnitLook[], texts: SceneTexts, reducedMotion: boolean): void {
    let bannerShown = false;
    let n = 0;
    let proj = 0;
    let part = 0;
    let trail = 0;
    let arrow = 0;
    let spark = 0;
    let ring = 0;
    const showRing = (x: number, y: number, p: number, color: number, size: number) => {
      if (ring >= MAX_RINGS) return;
      const g = this.rings[ring++]!;
      g.visible = true;
      g.position.set(x, y);
      g.scale.set(size * (0.3 + 0.9 * ease.outCubic(p)));
      g.alpha = 1 - p;
      g.tint = color;
    };
    // Death bursts where the unit stood, and hit impacts on the target: rings, drawn at every quality class.
    for (const look of looks) if (look.burst >= 0 && !reducedMotion) showRing(look.x, look.y, look.burst, 0xb9a8ff, 1.4);
    const numberCues = this.numberCues;
    numberCues.length = 0;
    for (const a of frame.active) if (isNumberCue(a)) numberCues.push(a);
    // The newest win when more are in flight than the pool holds.
    for (let i = Math.max(0, numberCues.length - MAX_NUMBERS); i < numberCues.length; i++) {
      const { cue, progress } = numberCues[i]!;
      this.showNumber(this.numbers[n++]!, cue, progress, looks, reducedMotion);
    }
    let round = frame.state.round;
    let roundAlpha = frame.state.round > 0 ? 1 : 0;
    for (const { cue, progress } of frame.active) {
      if (cue.kind === 'projectile' && proj < MAX_PROJECTILES) {
        // Magic flies as an orb of the caster's element with a fading trail; physical shots as an arrow.
        const a = this.view.center(cue.from.x, cue.from.y);
        const b = this.view.center(cue.to.x, cue.to.y);
        const at = (q: number) => {
          const k = ease.outCubic(ease.clamp01(q));
          return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k - Math.sin(Math.PI * ease.clamp01(q)) * 30 };
        };
        const color = ELEMENT_COLORS[looks[cue.unit]?.state.element ?? 'light'];
        const head = at(progress);
        if (cue.damageType === 'magic') {
          const g = this.projectiles[proj++]!;
          g.visible = true;
          g.position.set(head.x, head.y);
          g.tint = color;
          g.alpha = 1;
          g.scale.set(1);
          for (let i = 1; i <= TRAIL && trail < this.trails.length; i++) {
            const t = this.trails[trail++]!;
            const p = at(progress - i * 0.07);
            t.visible = true;
            t.position.set(p.x, p.y);
            t.tint = color;
            t.alpha = 0.6 - i * 0.15;
            t.scale.set(1 - i * 0.2);
          }
        } else if (arrow < this.arrows.length) {
          const g = this.arrows[arrow++]!;
          const ahead = at(progress + 0.02);
          g.visible = true;
          g.position.set(head.x, head.y);
          g.rotation = Math.atan2(ahead.y - head.y, ahead.x - head.x);
          g.tint = color;
        }
      } else if (cue.kind === 'hitFlash') {
        const t = looks[cue.target];
        if (t) showRing(t.x, t.y, progress, cue.critical ? 0xffd166 : 0xffffff, cue.critical ? 1.3 : 0.9);
      } else if (cue.kind === 'heal' && spark < MAX_SPARKLES) {
        // Sparkles rise from the healed unit and fade.
        const t = looks[cue.target];
        if (!t) continue;
        for (let i = 0; i < SPARKLES_PER_HEAL && spark < MAX_SPARKLES; i++) {
          const g = this.sparkles[spark++]!;
          const k = ease.clamp01(progress * 1.2 - i * 0.08);
          g.visible = true;
          g.position.set(t.x + (hash01(cue.id, i) - 0.5) * 70, t.y + 30 - k * (60 + 20 * hash01(i, cue.id)));
          g.alpha = Math.sin(Math.PI * k);
          g.scale.set(0.8 + 0.6 * hash01(cue.id + 7, i));
          g.tint = i % 2 ? 0xffffff : NUMBER_COLORS.heal;
        }
      } else if (cue.kind === 'particles' && !reducedMotion) {
        const at = this.view.center(cue.at.x, cue.at.y);
        for (let i = 0; i < cue.count && part < this.maxParticles; i++) {
          const g = this.particles[part++]!;
          const angle = hash01(cue.id, i) * Math.PI * 2;
          const speed = 30 + hash01(i, cue.id) * 40;
          const k = ease.outCubic(progress);
          g.visible = true;
          g.position.set(at.x + Math.cos(angle) * speed * k, at.y + Math.sin(angle) * speed * k + (cue.effect === 'heal' ? -30 * k : 0));
          g.alpha = 1 - progress;
          g.scale.set(cue.effect === 'crit' ? 1.3 : 0.9);
          g.tint = PARTICLE_COLORS[cue.effect] ?? 0xffffff;
        }
      } else if (cue.kind === 'skillCast') {
        this.showBanner(texts.skillName(cue.skill), progress, this.view.side(looks[cue.unit]?.state.team ?? 0));
        bannerShown = true;
      } else if (cue.kind === 'roundStart') {
        round = cue.roundNumber;
        roundAlpha = 1;
        this.roundTitle.scale.set(reducedMotion ? 1 : 1 + 0.35 * (1 - ease.outCubic(Math.min(1, progress * 2))));
      }
    }
    if (!frame.active.some((a) => a.cue.kind === 'roundStart')) this.roundTitle.scale.set(1);
    // Translated once per round (and on a language change), not every frame.
    if (this.roundShown.round !== round || this.roundShown.label !== texts.round) {
      this.roundShown = { round, label: texts.round };
      const title = round > 0 ? texts.round(round) : '';
      if (this.roundTitle.text !== title) this.roundTitle.text = title;
    }
    for (let i = n; i < this.numbers.length; i++) this.numbers[i]!.visible = false;
    for (let i = proj; i < this.projectiles.length; i++) this.projectiles[i]!.visible = false;
    for (let i = part; i < this.particles.length; i++) this.particles[i]!.visible = false;
    for (let i = trail; i < this.trails.length; i++) this.trails[i]!.visible = false;
    for (let i = arrow; i < this.arrows.length; i++) this.arrows[i]!.visible = false;
    for (let i = spark; i < this.sparkles.length; i++) this.sparkles[i]!.visible = false;
    for (let i = ring; i < this.rings.length; i++) this.rings[i]!.visible = false;
    this.banner.visible = bannerShown;
    if (bannerShown) {
      const handOff = titleHandOff(this.bannerFade);
      this.banner.alpha = handOff.banner;
      this.roundTitle.alpha = roundAlpha * handOff.title;
    } else {
      this.roundTitle.alpha = roundAlpha;
    }
  }

  private showNumber(t: BitmapText, cue: NumberCue, p: number, looks: UnitLook[], reducedMotion: boolean): void {
    const look = looks[cue.target];
    if (!look) {
      t.visible = false;
      return;
    }
    let text: string;
    let color: number;
    let size = 1;
    let dx = 0;
    if (cue.kind === 'damageNumber') {
      text = `-${cue.healthLost}${cue.critical ? '!' : ''}`;
      color = NUMBER_COLORS[cue.damageType];
      size = cue.critical ? 1.8 : 1;
    } else if (cue.kind === 'heal') {
      text = `+${cue.amount}`;
      color = NUMBER_COLORS.heal;
    } else if (cue.kind === 'shieldAbsorb') {
      text = `-${cue.amount}`;
      color = NUMBER_COLORS.shield;
      size = 0.8;
      dx = 26;
    } else {
      text = 'MISS'; // drawn with the numbers' bitmap font, like the numbers themselves
      color = 0xbdb6d6;
      size = 0.8;
    }
    const rise = reducedMotion ? 0 : ease.outCubic(p) * 46;
    const pop = reducedMotion ? 1 : 1 + 0.4 * Math.max(0, 1 - p * 5);
    t.visible = true;
    if (t.text !== text) t.text = text;
    t.tint = color;
    t.scale.set(size * pop);
    t.position.set(look.x + dx, look.y - CELL * 0.2 - rise);
    t.alpha = p < 0.7 ? 1 : 1 - (p - 0.7) / 0.3;
  }

  /** The banner of a skill name for a side of the board (its colour), made on first use. */
  private bannerFor(name: string, side: BoardSide): Container {
    return this.banners.get(`${side}:${name}`, () => this.makeBanner(name, side), this.shownBanner);
  }

  /**
   * Draws the banners of these skills ahead, a few per idle moment, once per translation: a banner's text is a
   * canvas Text, drawn and uploaded the first time it renders, which made each skill's first cast one of the
   * slowest frames of a battle. Each banner is rendered once into a scratch texture, so its text is ready on the GPU.
   */
  prepareBanners(renderer: Renderer, units: readonly { skills: readonly string[]; team: number }[], skillName: SceneTexts['skillName']): void {
    if (this.preparedFor === skillName) return;
    this.preparedFor = skillName;
    this.cancelPrepare?.();
    // One entry per team and skill (several units may share a skill).
    const distinct = new Map(units.flatMap((u) => u.skills.map((skill) => [`${u.team}:${skill}`, { side: this.view.side(u.team), skill }] as const)));
    const queue = [...distinct.values()].slice(0, MAX_BANNERS);
    const step = (deadline: IdleDeadline) => {
      this.cancelPrepare = null;
      if (this.destroyed) return;
      while (queue.length > 0 && deadline.timeRemaining() > 4) {
        const { skill, side } = queue.shift()!;
        const banner = this.bannerFor(skillName(skill), side);
        if (banner === this.shownBanner) continue;
        const target = (this.scratch ??= RenderTexture.create({ width: 4, height: 4 }));
        banner.visible = true;
        renderer.render({ container: banner, target, clear: true });
        // Pixi's render() makes what it renders a render group for good: left so, each prepared banner split the
        // effects' batch in three when it showed (2 draw calls more).
        banner.disableRenderGroup();
        banner.visible = false;
      }
      if (queue.length > 0) this.cancelPrepare = whenIdle(step);
    };
    this.cancelPrepare = whenIdle(step);
  }

  private showBanner(name: string, p: number, side: BoardSide): void {
    const shown = this.bannerFor(name, side);
    if (shown !== this.shownBanner) {
      if (this.shownBanner) this.shownBanner.visible = false;
      shown.visible = true;
      this.shownBanner = shown;
    }
    // In the band above the board, where the round title is (it gives way while a banner shows: titleHandOff).
    this.banner.position.set(this.stageWidth / 2, this.roundTitle.y);
    this.bannerFade = p < 0.15 ? p / 0.15 : p > 0.8 ? (1 - p) / 0.2 : 1;
  }

  private makeBanner(name: string, side: BoardSide): Container {
    const text = new Text({ text: name, anchor: 0.5, style: { fontFamily: SCENE_FONT, fontSize: 30, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x1a1326, width: 5 } } });
    const w = text.width + 48;
    const back = new Graphics();
    // ≈ 215 vertices, over Pixi's 200-vertex limit for batching a Graphics: left to Pixi it split the effects' batch.
    back.context.batchMode = 'batch';
    back.roundRect(-w / 2, -26, w, 52, 26).fill({ color: 0x1a1326, alpha: 0.88 }).stroke({ width: 3, color: TEAM_COLORS[side] });
    const node = new Container();
    node.addChild(back, text);
    node.visible = false;
    this.banner.addChild(node);
    return node;
  }

  /** Destroys the pools (the shared vector contexts too). */
  override destroy(): void {
    this.cancelPrepare?.();
    this.cancelPrepare = null;
    this.scratch?.destroy(true);
    super.destroy({ children: true });
    this.dot.destroy();
    this.bolt.destroy();
    this.arrow.destroy();
    this.sparkle.destroy();
    this.ringShape.destroy();
  }
}
