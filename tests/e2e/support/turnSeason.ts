/**
 * Plays a season's end on a stopped server's data folder with an injected clock (the server's own turn job, run
 * here): the given player is given a PvP record at `rating`, the current season is turned as if its end had come,
 * and every step runs to the end. Usage: node --import tsx tests/e2e/support/turnSeason.ts <dataDir> <accountId> <rating>
 */
import { sql } from 'drizzle-orm';
import { openPreparedDatabase } from '../../../server/db/prepareDatabase';
import { repositories } from '../../../server/db/repositories';
import { tickSeasons } from '../../../server/seasons/tickSeasons';

async function main(): Promise<void> {
  const [dataDir, accountId, rating] = process.argv.slice(2);
  if (!dataDir || !accountId || !rating) throw new Error('usage: turnSeason.ts <dataDir> <accountId> <rating>');
  const { database } = await openPreparedDatabase({ dataDir, databaseUrl: undefined });
  try {
    const now = new Date();
    const deps = { db: database.db, repositories, seasons: { lengthDays: 28, batchSize: 50, tickMs: 60_000 } };
    await tickSeasons(deps, now);
    await database.db.execute(sql`insert into player_stats (account_id, rating, pvp_wins, pvp_losses, pvp_battles, updated_at)
      values (${accountId}, ${Number(rating)}, 9, 3, 12, ${now}) on conflict (account_id) do update set rating = excluded.rating, pvp_wins = 9, pvp_losses = 3, pvp_battles = 12`);
    const season = await repositories.seasons.current(database.db);
    if (!season) throw new Error('no season');
    await tickSeasons(deps, new Date(season.endsAt.getTime() + 1000));
  } finally {
    await database.close();
  }
}

await main();
