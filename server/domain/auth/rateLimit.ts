/** A sliding-window rule: at most `limit` failures within the last `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** The outcome for one key: allowed, or blocked with how long until the oldest counted failure ages out. */
export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window-log evaluation over the failure timestamps of one key. Blocked while `limit` or more failures
 * fall in (now - window, now]; then `retryAfterSeconds` is exactly when enough of them leave the window for one
 * more attempt, rounded up to whole seconds (at least 1). Timestamps in the future (clock skew) count as now.
 */
export function evaluateRateLimit(failures: readonly Date[], now: Date, rule: RateLimitRule): RateLimitDecision {
  const windowMs = rule.windowSeconds * 1000;
  const since = now.getTime() - windowMs;
  const inWindow = failures
    .map((d) => Math.min(d.getTime(), now.getTime()))
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (inWindow.length < rule.limit) return { allowed: true, remaining: rule.limit - inWindow.length };
  // One more attempt is possible once the count drops to limit - 1, i.e. when failure [count - limit] expires.
  const freedAt = (inWindow[inWindow.length - rule.limit] ?? now.getTime()) + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/** Combines decisions: blocked if any is blocked, with the longest wait. */
export function strictestDecision(decisions: readonly RateLimitDecision[]): RateLimitDecision {
  let remaining = Number.POSITIVE_INFINITY;
  let wait = 0;
  for (const d of decisions) {
    if (d.allowed) remaining = Math.min(remaining, d.remaining);
    else wait = Math.max(wait, d.retryAfterSeconds);
  }
  if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
  return { allowed: true, remaining: Number.isFinite(remaining) ? remaining : 0 };
}
