/**
 * Battle-start traffic through the fleet's proxy for `npm run bench:fleet`, remembering what the server
 * acknowledged so a fault's aftermath can be checked in the database: every acknowledged battle stored exactly once,
 * the balances equal to the ledger, every card owned once.
 */
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api/csrf';
import { auditInvariants } from '../../server/db/auditInvariants';
import { postgresDatabase } from '../../server/db/database';
import { send, type Player } from './battleLoad';

/** Answers of one traffic run: statuses counted, and the idempotency keys of the battles the server acknowledged. */
export interface Traffic {
  statuses: Map<number, number>;
  acknowledged: string[];
  /** Latencies (ms) of every answered start, in completion order, with the time each was sent (ms since start). */
  samples: { sentAt: number; ms: number; status: number }[];
}

/** A fresh tally. */
export function newTraffic(): Traffic {
  return { statuses: new Map(), acknowledged: [], samples: [] };
}

let sequence = 0;
const started = performance.now();

/** Starts one battle for `player` through `origin` (half campaign 1-1, half random team); counts its answer in `traffic`. */
export async function startBattle(origin: string, player: Player, traffic: Traffic): Promise<boolean> {
  const commitId = player.commits.pop();
  if (!commitId) throw new Error('the bench ran out of seed commitments');
  sequence += 1;
  const key = `fleet-${process.pid}-${sequence}`;
  const body = sequence % 2 === 0 ? { mode: 'campaign', stageId: '1-1', teamSlot: 1 } : { mode: 'random_team' };
  const sentAt = performance.now();
  let status: number;
  try {
    status = await send(new URL('/api/battles', origin), player.agent, 'POST', { cookie: player.cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, JSON.stringify({ ...body, idempotencyKey: key, commitId, clientSeed: 'fleet' }));
  } catch {
    status = -1;
  }
  traffic.statuses.set(status, (traffic.statuses.get(status) ?? 0) + 1);
  traffic.samples.push({ sentAt: sentAt - started, ms: performance.now() - sentAt, status });
  if (status === 200) traffic.acknowledged.push(key);
  return status === 200;
}

/** Failed answers (anything but 200) of a run, as `n× status` (-1: no answer at all). */
export function failedText(traffic: Traffic): string {
  const failed = [...traffic.statuses].filter(([status]) => status !== 200);
  return failed.length === 0 ? '0' : `${failed.reduce((n, [, count]) => n + count, 0)} (${failed.map(([status, n]) => `${n}× ${status}`).join(', ')})`;
}

/** What the database holds after a run: acknowledged battles missing or stored twice, and the invariants' problems. */
export interface Aftermath {
  lost: number;
  doubled: number;
  problems: string[];
}

/** Checks the run's acknowledged battles and the money and card invariants in the database. */
export async function aftermath(databaseUrl: string, traffic: Traffic): Promise<Aftermath> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const database = postgresDatabase(pool);
  try {
    const { rows } = await pool.query<{ idempotency_key: string; n: number }>(
      'select idempotency_key, count(*)::int as n from battles where idempotency_key = any($1) group by idempotency_key',
      [traffic.acknowledged],
    );
    const stored = new Map(rows.map((row) => [row.idempotency_key, row.n]));
    const audit = await auditInvariants(database.db);
    return {
      lost: traffic.acknowledged.filter((key) => !stored.has(key)).length,
      doubled: rows.filter((row) => row.n > 1).length,
      problems: audit.problems,
    };
  } finally {
    await database.close();
  }
}
