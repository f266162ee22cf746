import * as z from 'zod/mini';
import { replayCodeSchema } from './replayCode';

/**
 * Where the /battle screen's battle comes from, read from its URL: `?r=<replay code>` replays a shared battle,
 * `?watch=random` plays two random balanced teams (the "Watch a battle" button), and `?id=<battle id>` loads a
 * battle the server decided and stored.
 */
export type BattleSource =
  | { kind: 'replay'; code: string }
  | { kind: 'random' }
  | { kind: 'server'; id: string };

/** A server battle id as the URL carries it. */
export const battleIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** Reads the /battle URL's query; null when it names no battle (or a malformed one: the screen says so). */
export function battleSourceFromQuery(query: URLSearchParams): BattleSource | null {
  const code = query.get('r');
  if (code !== null) return { kind: 'replay', code };
  const id = query.get('id');
  if (id !== null && battleIdSchema.safeParse(id).success) return { kind: 'server', id };
  if (query.get('watch') === 'random') return { kind: 'random' };
  return null;
}

/** The /battle path that replays a code (the share link's path). */
export function replayPath(code: string): string {
  return `/battle?r=${code}`;
}

/** Telegram's `startapp` value that opens the same replay in the mini-app: `r_` + the code (≤ 64 characters; /launch reads it). */
export function replayStartParam(code: string): string | null {
  const value = `r_${code}`;
  return value.length <= 64 && replayCodeSchema.safeParse(code).success ? value : null;
}

/** The replay code inside a `startapp` value written by {@link replayStartParam}, or null when it is not one. */
export function replayCodeFromStartParam(startParam: string): string | null {
  if (!startParam.startsWith('r_')) return null;
  const code = startParam.slice(2);
  return replayCodeSchema.safeParse(code).success ? code : null;
}

/** Telegram's `startapp` value that opens a server battle: `b_` + its id, or null when the id does not fit. */
export function battleStartParam(id: string): string | null {
  const value = `b_${id}`;
  return value.length <= 64 && battleIdSchema.safeParse(id).success ? value : null;
}

/** The server battle id inside a `startapp` value written by {@link battleStartParam}, or null. */
export function battleIdFromStartParam(startParam: string): string | null {
  if (!startParam.startsWith('b_')) return null;
  const id = startParam.slice(2);
  return battleIdSchema.safeParse(id).success ? id : null;
}
