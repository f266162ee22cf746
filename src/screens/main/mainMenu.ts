import { STORE_BUILD, type StoreBuild } from '../../services/site/storeBuild';
import type { GameIconName } from './GameIcon';

/** One destination of the game's navigation: a route path and its title key under ui:routes. */
export interface MenuItem {
  path: string;
  titleKey: string;
  /** Store builds that must not show this screen (store rules, e.g. no crypto deposits on iOS). */
  hiddenIn?: StoreBuild[];
}

/** The five places of the tab bar (phone) and the side rail (desktop); everything else is under More. */
export type TabKey = 'battle' | 'cards' | 'team' | 'shop' | 'ranks';

/** A titled group of the game's navigation (ui:main.groups.<key>), with its icon. */
export interface MenuGroup {
  key: string;
  icon: GameIconName;
  items: MenuItem[];
  /**
   * The tab this group is: the tab lands on `tabPath` (else the group's first screen), is shown as current on every
   * screen of the group, and the group's screens are its section links. A group without a tab lives under More.
   */
  tab?: TabKey;
  tabPath?: string;
  /** Screens outside the menu that still belong to this tab (the battle viewer is the Battle tab's). */
  alsoOn?: string[];
  /** Shown only to a visitor who is not signed in (the sign-in entries; a player finds them under /setting). */
  signedOutOnly?: boolean;
}

const item = (path: string, titleKey: string, hiddenIn?: StoreBuild[]): MenuItem => (hiddenIn ? { path, titleKey, hiddenIn } : { path, titleKey });

/**
 * Every destination of the game, grouped: the groups with a `tab` are the tab bar, in this order; the others are
 * listed under More (which also lists the tab groups, so every screen is one place away). A new screen is one
 * `item` here (and its route in routeTable.ts): no layout edits.
 */
export const FULL_MENU: MenuGroup[] = [
  {
    key: 'battles',
    icon: 'battle',
    tab: 'battle',
    tabPath: '/main',
    alsoOn: ['/battle', '/tournament'],
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
    key: 'cards',
    icon: 'collection',
    tab: 'cards',
    items: [item('/my-card-list', 'myCardList'), item('/my-burn-list', 'myBurnList')],
  },
  {
    key: 'teams',
    icon: 'team',
    tab: 'team',
    items: [item('/my-team', 'myTeam'), item('/preset-teams', 'presetTeams')],
  },
  {
    key: 'market',
    icon: 'market',
    tab: 'shop',
    items: [
      item('/fragment-store', 'fragmentStore'),
      item('/mystery-shop-recycle', 'mysteryShopRecycle'),
      item('/online-card-market', 'onlineCardMarket'),
    ],
  },
  {
    key: 'rankings',
    icon: 'rankings',
    tab: 'ranks',
    items: [
      item('/online-battle-rank', 'onlineBattleRank'),
      item('/online-user-rank', 'onlineUserRank'),
      item('/online-team-rank', 'onlineTeamRank'),
      item('/season', 'season'),
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
    items: [item('/setting', 'setting'), item('/terms', 'terms'), item('/privacy', 'privacy'), item('/credits', 'credits')],
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
export function menuFor(build: StoreBuild, menu: MenuGroup[] = FULL_MENU): MenuGroup[] {
  return menu.map((group) => ({ ...group, items: group.items.filter((i) => !i.hiddenIn?.includes(build)) }));
}

/** The game's navigation for this build. */
export const MAIN_MENU: MenuGroup[] = menuFor(STORE_BUILD);

/** The groups a visitor sees: the sign-in group only when nobody is signed in (`signedIn` false). */
export function visibleMenu(signedIn: boolean | undefined, menu: MenuGroup[] = MAIN_MENU): MenuGroup[] {
  return menu.filter((group) => !group.signedOutOnly || signedIn === false);
}

/** A tab of the bar: its group, where it lands, and the paths it is current on. */
export interface Tab {
  key: TabKey;
  icon: GameIconName;
  path: string;
  group: MenuGroup;
}

/** The tab bar's places, in menu order. */
export function tabsOf(menu: MenuGroup[] = MAIN_MENU): Tab[] {
  return menu.flatMap((group) =>
    group.tab ? [{ key: group.tab, icon: group.icon, path: group.tabPath ?? group.items[0]?.path ?? '/main', group }] : [],
  );
}

/** The tab a path belongs to (its landing page or one of its group's screens), or undefined (a More place). */
export function tabForPath(pathname: string, menu: MenuGroup[] = MAIN_MENU): Tab | undefined {
  const path = pathname === '/' ? '/main' : pathname.replace(/\/+$/, '') || '/';
  return tabsOf(menu).find((tab) => tab.path === path || tab.group.alsoOn?.includes(path) || tab.group.items.some((i) => i.path === path));
}
