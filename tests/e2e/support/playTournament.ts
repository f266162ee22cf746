/**
 * Plays a tournament to its end on a stopped server's data folder with an injected clock: the server's own round
 * job, run at each round's due time as the server's ticker would, then once more a day later (nothing may be due).
 * Prints the steps run and the prize movements paid. Usage: node --import tsx tests/e2e/support/playTournament.ts <dataDir> <tournamentId>
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/rowCounts';
import { inlineSimulator } from '../../../server/battles/battleSimulator';
import { openPreparedDatabase } from '../../../server/db/prepareDatabase';
import { repositories } from '../../../server/db/repositories';
import { runDueJobs } from '../../../server/jobs/runJobStep';
import { tournamentRoundJob } from '../../../server/tournaments/tournamentRoundJob';

async function main(): Promise<void> {
  const [dataDir, tournamentId] = process.argv.slice(2);
  if (!dataDir || !tournamentId) throw new Error('usage: playTournament.ts <dataDir> <tournamentId>');
  const { database } = await openPreparedDatabase({ dataDir, databaseUrl: undefined });
  try {
    const db = database.db;
    const handler = tournamentRoundJob({ repositories, simulate: inlineSimulator });
    let steps = 0;
    let last = new Date();
    for (let guard = 0; guard < 30; guard += 1) {
      const rows = await selectRows<{ status: string; starts_at: string | Date; next_round_at: string | Date | null }>(db, sql`select status, starts_at, next_round_at from tournaments where id = ${tournamentId}`);
      const row = rows[0];
      if (!row) throw new Error(`no tournament ${tournamentId}`);
      if (row.status === 'finished' || row.status === 'cancelled') break;
      last = new Date(row.next_round_at ?? row.starts_at);
      steps += await runDueJobs({ db, repositories }, handler, last);
    }
    const later = await runDueJobs({ db, repositories }, handler, new Date(last.getTime() + 86_400_000));
    const prizes = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_movements where reason = 'tournament_prize' and reference = ${tournamentId}`);
    console.log(JSON.stringify({ steps, later, prizeMovements: prizes[0]!.n }));
  } finally {
    await database.close();
  }
}

await main();
