/**
 * /recover-stamina offer: 60 stamina (half a bar at the default max of 120) for 100 game coin. The starter
 * grant's 1000 game coin buys ten, so the price is felt but a new player can try it. The server charges it and
 * sends it with every stamina view, so the client shows the price the server will charge.
 */
export const STAMINA_RECOVERY = { priceGameCoin: 100, stamina: 60 } as const;
