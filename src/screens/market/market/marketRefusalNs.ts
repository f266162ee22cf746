/** Where market refusals are worded: `economy:market.refusals.<reason>`, then the generic `ui` words. */
export const MARKET_REFUSAL_NS = ['economy:market', 'ui'] as const;
