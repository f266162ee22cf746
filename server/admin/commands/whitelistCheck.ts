import { normaliseWalletAddress } from '../../../src/contracts/api';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `whitelist:check <address>`: whether an address (any spelling) is whitelisted. */
export const whitelistCheck: AdminCommand = {
  name: 'whitelist:check',
  usage: 'whitelist:check <address>',
  description: 'Say whether an EVM or TON address is on the whitelist (prints its normalised form).',
  async run({ args, database, repositories, out, err }) {
    if (args.length !== 1 || args[0] === undefined) throw new UsageError('Give exactly one address');
    const result = normaliseWalletAddress(args[0]);
    if (!result.ok) {
      err(`Invalid address: ${result.reason}`);
      return 1;
    }
    const entry = await repositories.whitelist.find(database.db, result.value.address);
    if (entry) out(`${entry.address} is whitelisted${entry.note ? ` (${entry.note})` : ''}, since ${entry.addedAt}`);
    else out(`${result.value.address} is not whitelisted`);
    return 0;
  },
};
