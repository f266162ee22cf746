import { STORE_BUILD, type StoreBuild } from '../../services/site/storeBuild';

/** One link of the main menu: a route path and its title key under ui:routes. */
export interface MenuItem {
  path: string;
  titleKey: string;
  /** Store builds without this screen (as its route says). */
  hiddenIn?: readonly StoreBuild[];
}

/** A titled group of the main menu (ui:main.groups.<key>). */
export interface MenuGroup {
  key: string;
  items: MenuItem[];
}

const item = (path: string, titleKey: string, hiddenIn?: readonly StoreBuild[]): MenuItem => (hiddenIn ? { path, titleKey, hiddenIn } : { path, titleKey });

/** Every app screen, grouped as in SPEC §2. */
const FULL_MENU: MenuGroup[] = [
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
      item('/deposit-gold-coin', 'depositGoldCoin', ['ios']),
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

/** The menu of a store build: FULL_MENU without the screens that build hides. */
export function menuFor(build: StoreBuild): MenuGroup[] {
  return FULL_MENU.map((group) => ({ ...group, items: group.items.filter((i) => !i.hiddenIn?.includes(build)) }));
}

/** The main screen's menu for this build. */
export const MAIN_MENU: MenuGroup[] = menuFor(STORE_BUILD);
