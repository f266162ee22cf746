import type { Page } from '@playwright/test';

/** The key moments of a battle the goldens and `npm run shots` capture, each found on the timeline by its cue. */
export const KEY_MOMENTS = ['lunge', 'projectile', 'field', 'death', 'result'] as const;
/** One key moment. */
export type KeyMoment = (typeof KEY_MOMENTS)[number];

/** The battle the key moments are taken from: it has melee, ranged magic, a field and deaths. */
export const KEY_BATTLE = 'field casters against guardians';

/**
 * Playback time of each moment in the mounted battle: the first melee lunge half-way, the first projectile a third of its flight, a
 * field just after it has faded in (units stand in it), the first death a third of the way, and the very end.
 */
export function momentTimes(page: Page): Promise<Record<KeyMoment, number>> {
  return page.evaluate(() => {
    const { cues, duration } = window.sceneHarness.cursor()!.timeline;
    const first = (test: (c: (typeof cues)[number]) => boolean) => {
      const c = cues.find(test);
      if (!c) throw new Error('the key battle lacks a moment');
      return c;
    };
    const lunge = first((c) => c.kind === 'attack' && !c.ranged && !c.missed);
    const projectile = first((c) => c.kind === 'projectile');
    const field = first((c) => c.kind === 'fieldCreated');
    const death = first((c) => c.kind === 'death');
    return {
      lunge: Math.round(lunge.start + lunge.duration * 0.5),
      projectile: Math.round(projectile.start + projectile.duration * 0.3),
      field: Math.round(field.start + field.duration + 50),
      death: Math.round(death.start + death.duration * 0.33),
      result: duration,
    };
  });
}

/** Seeks the paused cursor and waits until a frame at that time has been drawn. */
export async function seekScene(page: Page, time: number): Promise<void> {
  await page.evaluate(async (t) => {
    const c = window.sceneHarness.cursor()!;
    c.pause();
    c.seek(t);
    const probe = window.__tcgSceneProbe!;
    const start = probe.frames ?? 0;
    await new Promise<void>((resolve) => { const wait = () => ((probe.frames ?? 0) > start + 1 ? resolve() : requestAnimationFrame(wait)); wait(); });
  }, time);
}

/** Waits until the card atlas and the board background have arrived and are drawn (no placeholder left). */
export async function untilArtDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const graph = window.__tcgSceneProbe!.graph!();
    const units = graph.filter((n) => n.label.startsWith('unit-'));
    return JSON.stringify(graph).includes('"label":"background"') && units.length > 0 && units.every((u) => u.children?.find((c) => c.label === 'body')?.children?.find((c) => c.label === 'portrait')?.children?.[0]?.label === 'art');
  });
}
