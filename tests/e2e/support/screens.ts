/** Every route of SPEC §2 on a merged host (localhost) with English text its screen must show. */
export interface RouteExpectation {
  path: string;
  /** Heading (or other distinctive text) the screen renders in English. */
  heading: string;
}

const real = (path: string, heading: string): RouteExpectation => ({ path, heading });

/**
 * The routes and what each shows. /change-password, /recover-stamina, /my-card-list, /my-burn-list, /my-team, /preset-teams,
 * /apple-iap, /invite-users, /mystery-shop-recycle, /fragment-store, /deposit-gold-coin, /convert-game-coin,
 * /convert-invite-point, /burn-game-coin and /submit-user-issue
 * need a signed-in player and redirect to /email-login here (their own specs cover them signed in).
 */
export const ROUTE_EXPECTATIONS: RouteExpectation[] = [
  real('/', 'The first trading card game made from AI-generated content.'),
  real('/main', 'Collect cards, build your team and let it fight.'),
  real('/more', 'Everything else in the game.'),
  real('/terms', 'Terms of Service'),
  real('/credits', "The characters on the card portraits are drawn by the game's own generator."),
  real('/privacy', 'Privacy Policy'),
  real('/notices', 'News, events and maintenance announcements.'),
  real('/whitelist', 'Check whether your wallet address is on the whitelist.'),
  real('/setting', 'The game remembers your choice on this device.'),
  real('/apple-login', 'Sign-in with Apple is not configured on this server.'),
  real('/apple-ios-login', 'Sign-in with Apple is not configured on this server.'),
  real('/apple-ios-logined', 'Sign-in with Apple is not configured on this server.'),
  real('/email-login', 'Sign in with email'),
  real('/telegram-login', 'Sign-in with Telegram is not configured on this server.'),
  real('/wallet-login', 'Sign in with a wallet'),
  real('/google-login', 'Sign-in with Google is not configured on this server.'),
  real('/email-register', 'Create an account with your email and a password.'),
  real('/new-player', 'Jump straight in: we create your account with a generated name'),
  real('/my-battles', 'My battles'),
  real('/activity-levels', 'Campaign'),
  real('/random-team-battle', 'Quick match'),
  real('/random-player-battle', 'Duel'),
  real('/infinite-level-battle', 'Tower'),
  real('/battle', 'No battle was chosen.'),
  real('/online-card-market', 'Sign in or play as a guest to trade.'),
  real('/online-battle-rank', 'Battle ranking'),
  real('/online-user-rank', 'Player ranking'),
  real('/online-team-rank', 'Team ranking'),
];
