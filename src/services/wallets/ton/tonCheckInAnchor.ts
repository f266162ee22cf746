/** The wallet screen's anchor for the daily TON check-in card (the lobby's check-in pill links to it). */
export const TON_CHECK_IN_ANCHOR = 'ton-check-in';
