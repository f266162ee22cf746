import { parseArgs } from 'node:util';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `deposit:review [--limit N]`: deposits held for an operator (unknown ref, below one gold coin, reorged after credit). */
export const depositReview: AdminCommand = {
  name: 'deposit:review',
  usage: 'deposit:review [--limit <n>]',
  description: 'List gold-coin deposits held for review, oldest first (reason, chain, tx:log, block, player, ref, token units, account).',
  async run({ args, database, repositories, out }) {
    const { values } = parseArgs({ args, options: { limit: { type: 'string' } }, strict: true });
    const limit = Number(values.limit ?? '100');
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit: a whole number from 1 to 10000');
    const rows = await repositories.deposits.reviewList(database.db, limit);
    for (const r of rows) {
      out([r.reviewReason ?? 'review', r.chainId, `${r.txHash}:${r.logIndex}`, r.blockNumber, r.player, r.ref, r.amountWei, r.accountId ?? '-'].join('\t'));
    }
    out(`${rows.length} deposit(s) held for review`);
    return 0;
  },
};
