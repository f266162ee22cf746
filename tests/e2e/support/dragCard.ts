import { expect, type Locator, type Page } from '@playwright/test';
import { AUTO_SCROLL_EDGE } from '../../../src/screens/teams/teamEditorDnd';

interface Point {
  x: number;
  y: number;
}

/** Presses, moves and lifts one pointer: the mouse, or a finger through the browser's own touch input. */
interface PointerInput {
  /** Presses at `at` and does what makes the editor's sensor pick the card up, short of waiting. */
  down(at: Point): Promise<void>;
  move(to: Point): Promise<void>;
  up(): Promise<void>;
}

function mouseInput(page: Page): PointerInput {
  return {
    // The mouse sensor starts past 6 px of movement.
    down: async (at) => {
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      for (let i = 1; i <= 3; i++) await page.mouse.move(at.x + 4 * i, at.y - 4 * i);
    },
    move: (to) => page.mouse.move(to.x, to.y),
    up: () => page.mouse.up(),
  };
}

/** CDP touch events, so the page sees real touchstart / touchmove / touchend (the editor's touch sensor). */
async function touchInput(page: Page): Promise<PointerInput> {
  const cdp = await page.context().newCDPSession(page);
  const send = async (type: 'touchStart' | 'touchMove', at: Point) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x: at.x, y: at.y, id: 1 }] });
  };
  return {
    // The touch sensor starts after a 180 ms hold within 8 px: the finger stays put until the card has lifted.
    down: (at) => send('touchStart', at),
    move: (to) => send('touchMove', to),
    up: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}

async function centre(target: Locator): Promise<Point> {
  const box = (await target.boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/**
 * Drags a card in the team editor through dnd-kit's own sensors, confirming the state each step needs before the
 * next: both ends in view, outside the editor's auto-scroll bands at the window's edges; pointer down → the card
 * lifts (its drag ghost shows: the mouse moved past the activation distance, or the finger was held past the touch
 * delay) → the pointer glides onto the target and the target reports the card over it → release → the ghost is gone
 * (the drop was handled). The page must not have scrolled meanwhile: a scroll moves the target from under the pointer.
 */
async function dragCard(page: Page, input: PointerInput, from: Locator, to: Locator): Promise<void> {
  // Both ends in view and outside the bands, their midpoint at the window's middle: nothing scrolls during the drag.
  const height = page.viewportSize()!.height;
  const band = { top: height * AUTO_SCROLL_EDGE, bottom: height * (1 - AUTO_SCROLL_EDGE) };
  // On a phone the tray is one row that scrolls sideways: bring the card into the row's view first.
  await from.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const middle = ((await centre(from)).y + (await centre(to)).y) / 2;
  const scrollY = await page.evaluate((by) => {
    window.scrollBy(0, by);
    return window.scrollY;
  }, Math.round(middle - height / 2));
  const a = await centre(from);
  const b = await centre(to);
  for (const [name, point] of [['from', a], ['to', b]] as const) {
    expect(point.y, `${name} lies below the top auto-scroll band`).toBeGreaterThan(band.top);
    expect(point.y, `${name} lies above the bottom auto-scroll band`).toBeLessThan(band.bottom);
  }
  const ghost = page.locator('.drag-ghost');
  await expect(ghost).toHaveCount(0);
  await input.down(a);
  await expect(ghost).toBeVisible();
  const steps = 10;
  for (let i = 1; i <= steps; i++) await input.move({ x: Math.round(a.x + ((b.x - a.x) * i) / steps), y: Math.round(a.y + ((b.y - a.y) * i) / steps) });
  await expect(to).toHaveAttribute('data-over', 'true');
  await input.up();
  await expect(ghost).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY), 'the page did not scroll during the drag').toBe(scrollY);
}

/** A mouse drag on the team editor the way a player does it: press, move past the activation distance, glide, release. */
export function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  return dragCard(page, mouseInput(page), from, to);
}

/** A finger drag on the team editor: press and hold until the card lifts, slide onto the target, lift. */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  return dragCard(page, await touchInput(page), from, to);
}
