/** One link of the main menu: a route path and its title key under ui:routes. */
export interface MenuItem {
  path: string;
  titleKey: string;
}

/** A titled group of the main menu (ui:main.groups.<key>). */
export interface MenuGroup {
  key: string;
  items: MenuItem[];
}

const item = (path: string, titleKey: string): MenuItem => ({ path, titleKey });

/** The main screen's menu: every app screen, grouped as in SPEC §2. */
export const MAIN_MENU: MenuGroup[] = [
  {
    key: 'battles',
    items: [
      item('/activity-levels', 'activityLevels'),
      item('/random-team-battle', 'randomTeamBattle'),
      item('/random-player-battle', 'randomPlayerBattle'),
      item('/infinite-level-battle', 'infiniteLevelBattle'),
      item('/my-battles', 'myBattles'),
    ],
  },
  {
    key: 'collection',
    items: [
      item('/my-card-list', 'myCardList'),
      item('/my-team', 'myTeam'),
      item('/preset-teams', 'presetTeams'),
      item('/my-burn-list', 'myBurnList'),
    ],
  },
  {
    key: 'market',
    items: [
      item('/online-card-market', 'onlineCardMarket'),
      item('/online-battle-rank', 'onlineBattleRank'),
      item('/online-user-rank', 'onlineUserRank'),
      item('/online-team-rank', 'onlineTeamRank'),
    ],
  },
  {
    key: 'economy',
    items: [
      item('/deposit-gold-coin', 'depositGoldCoin'),
      item('/convert-game-coin', 'convertGameCoin'),
      item('/convert-invite-point', 'convertInvitePoint'),
      item('/recover-stamina', 'recoverStamina'),
      item('/burn-game-coin', 'burnGameCoin'),
    ],
  },
  {
    key: 'social',
    items: [
      item('/invite-users', 'inviteUsers'),
      item('/mystery-shop-recycle', 'mysteryShopRecycle'),
      item('/fragment-store', 'fragmentStore'),
    ],
  },
  {
    key: 'account',
    items: [
      item('/wallet-login', 'walletLogin'),
      item('/telegram-login', 'telegramLogin'),
      item('/email-login', 'emailLogin'),
      item('/google-login', 'googleLogin'),
      item('/apple-login', 'appleLogin'),
      item('/email-register', 'emailRegister'),
      item('/new-player', 'newPlayer'),
      item('/change-password', 'changePassword'),
      item('/setting', 'setting'),
    ],
  },
  {
    key: 'other',
    items: [
      item('/notices', 'notices'),
      item('/submit-user-issue', 'submitUserIssue'),
      item('/terms', 'terms'),
      item('/privacy', 'privacy'),
    ],
  },
];
