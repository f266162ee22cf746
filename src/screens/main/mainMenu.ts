import { STORE_BUILD, type StoreBuild } from '../../services/site/storeBuild';
import type { GameIconName } from './GameIcon';

/** One link of the lobby's secondary navigation: a route path and its title key under ui:routes. */
export interface MenuItem {
  path: string;
  titleKey: string;
  /** Store builds that must not show this screen (store rules, e.g. no crypto deposits on iOS). */
  hiddenIn?: StoreBuild[];
}

/** A titled group of the lobby's secondary navigation (ui:main.groups.<key>), with its icon. */
export interface MenuGroup {
  key: string;
  icon: GameIconName;
  items: MenuItem[];
  /** Shown only to a visitor who is not signed in (the sign-in entries; a player finds them under /setting). */
  signedOutOnly?: boolean;
}

const item = (path: string, titleKey: string, hiddenIn?: StoreBuild[]): MenuItem => (hiddenIn ? { path, titleKey, hiddenIn } : { path, titleKey });

/**
 * The lobby's secondary navigation: everything but the Battle action, grouped as in SPEC §2. The battle modes
 * are also the Battle sheet's choices; here they sit beside the history and the rankings for a quick jump.
 */
const FULL_MENU: MenuGroup[] = [
  {
    key: 'battles',
    icon: 'battle',
    items: [
      item('/activity-levels', 'activityLevels'),
      item('/infinite-level-battle', 'infiniteLevelBattle'),
      item('/random-team-battle', 'randomTeamBattle'),
      item('/random-player-battle', 'randomPlayerBattle'),
      item('/my-battles', 'myBattles'),
      item('/tournaments', 'tournaments'),
      item('/spectate', 'spectate'),
    ],
  },
  {
    key: 'rankings',
    icon: 'rankings',
    items: [
      item('/online-battle-rank', 'onlineBattleRank'),
      item('/online-user-rank', 'onlineUserRank'),
      item('/online-team-rank', 'onlineTeamRank'),
      item('/season', 'season'),
    ],
  },
  {
    key: 'collection',
    icon: 'collection',
    items: [
      item('/my-card-list', 'myCardList'),
      item('/my-team', 'myTeam'),
      item('/preset-teams', 'presetTeams'),
      item('/my-burn-list', 'myBurnList'),
    ],
  },
  {
    key: 'market',
    icon: 'market',
    items: [
      item('/online-card-market', 'onlineCardMarket'),
      item('/mystery-shop-recycle', 'mysteryShopRecycle'),
      item('/fragment-store', 'fragmentStore'),
    ],
  },
  {
    key: 'economy',
    icon: 'economy',
    items: [
      item('/recover-stamina', 'recoverStamina'),
      item('/deposit-gold-coin', 'depositGoldCoin', ['ios']),
      item('/convert-game-coin', 'convertGameCoin'),
      item('/convert-invite-point', 'convertInvitePoint'),
      item('/burn-game-coin', 'burnGameCoin'),
    ],
  },
  {
    key: 'social',
    icon: 'social',
    items: [item('/invite-users', 'inviteUsers'), item('/notices', 'notices'), item('/submit-user-issue', 'submitUserIssue')],
  },
  {
    key: 'other',
    icon: 'settings',
    items: [item('/setting', 'setting'), item('/terms', 'terms'), item('/privacy', 'privacy')],
  },
  {
    key: 'account',
    icon: 'account',
    signedOutOnly: true,
    items: [
      item('/new-player', 'newPlayer'),
      item('/email-login', 'emailLogin'),
      item('/email-register', 'emailRegister'),
      item('/telegram-login', 'telegramLogin'),
      item('/wallet-login', 'walletLogin'),
      item('/google-login', 'googleLogin'),
      item('/apple-login', 'appleLogin'),
    ],
  },
];

/** The menu of a store build: FULL_MENU without the screens that build hides. */
export function menuFor(build: StoreBuild): MenuGroup[] {
  return FULL_MENU.map((group) => ({ ...group, items: group.items.filter((i) => !i.hiddenIn?.includes(build)) }));
}

/** The lobby's secondary navigation for this build. */
export const MAIN_MENU: MenuGroup[] = menuFor(STORE_BUILD);

/** The groups a visitor sees: the sign-in group only when nobody is signed in (`signedIn` false). */
export function visibleMenu(signedIn: boolean | undefined): MenuGroup[] {
  return MAIN_MENU.filter((group) => !group.signedOutOnly || signedIn === false);
}
