import type { StaminaView } from '../../contracts/accounts/stamina';

/** Stamina as it stands at `nowMs`, projected from the server's view without asking the server again. */
export interface ProjectedStamina {
  current: number;
  max: number;
  /** Milliseconds until the next point, or null when stamina does not regenerate (at or above the max). */
  msToNextPoint: number | null;
}

/**
 * Stamina is computed from timestamps on the server; the client repeats the same arithmetic to count down:
 * every whole interval past `nextPointAt` is one more point, until the max. The server stays the authority
 * (a spend re-checks there), so this only decides what the header shows.
 */
export function projectStamina(view: StaminaView, nowMs: number): ProjectedStamina {
  if (view.nextPointAt === null || view.current >= view.max) {
    return { current: view.current, max: view.max, msToNextPoint: null };
  }
  const intervalMs = view.regenIntervalSeconds * 1000;
  const nextMs = Date.parse(view.nextPointAt);
  if (nowMs < nextMs) return { current: view.current, max: view.max, msToNextPoint: nextMs - nowMs };
  const gained = 1 + Math.floor((nowMs - nextMs) / intervalMs);
  const current = Math.min(view.max, view.current + gained);
  if (current >= view.max) return { current, max: view.max, msToNextPoint: null };
  return { current, max: view.max, msToNextPoint: nextMs + gained * intervalMs - nowMs };
}

/** "m:ss" (or "h:mm:ss") for a countdown; rounds up so 0:00 shows only when the point has arrived. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
