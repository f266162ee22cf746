import { parseAbi } from 'viem';

/**
 * The part of solidity/GoldCoinDeposit.sol the server and the screen use (a test checks it against the
 * compiled artifact). `ref` is the account's deposit reference from GET /api/deposits.
 */
export const goldCoinDepositAbi = parseAbi([
  'event Deposit(address indexed player, uint256 amount, bytes32 indexed ref)',
  'function deposit(uint256 amount, bytes32 ref)',
  'function token() view returns (address)',
  'function treasury() view returns (address)',
  'error ZeroAmount()',
  'error ZeroRef()',
  'error SafeERC20FailedOperation(address token)',
]);

/** The Deposit event alone (what the indexer asks getLogs for). */
export const depositEvent = goldCoinDepositAbi[0];
