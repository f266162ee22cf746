/**
 * Starting currencies of a new account. Game coin (the soft currency earned in battles) for the first upgrades;
 * a little gold (the hard currency, normally deposited) so the shop and conversion screens can be tried once;
 * fragments for the first session without a dead end: one mystery draw (60) and then one common from the fragment
 * store (40), or a few first level-ups (docs/ECONOMY.md "The first session"). No invite points: those are earned by inviting.
 */
export const STARTER_CURRENCIES: readonly { currency: 'game_coin' | 'gold_coin' | 'fragments'; amount: number }[] = [
  { currency: 'game_coin', amount: 1000 },
  { currency: 'gold_coin', amount: 50 },
  { currency: 'fragments', amount: 100 },
];
