import HomeScreen from '../../screens/site/HomeScreen';
import MainScreen from '../../screens/main/MainScreen';
import { prestartBattleWorker } from '../../services/battles/spareBattleWorker';
import { eagerScreen, lazyScreen, type RouteDef } from './routeDef';

const PUBLIC = ['public'] as const;
const APP = ['app'] as const;
const BOTH = ['public', 'app'] as const;

/**
 * Every route of SPEC §2 as data. `sets` says which site set lists it; on a merged host the first entry for
 * a path wins, so `/` is the public home page there and the app's main screen stays at `/main`.
 * `/` and `/main` are in the entry bundle; every other screen is its own lazily loaded chunk.
 * `titleKey` names the screen: ui:routes.<titleKey> is its title.
 */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', sets: PUBLIC, titleKey: 'home', screen: eagerScreen(HomeScreen) },
  { path: '/', sets: APP, titleKey: 'main', screen: eagerScreen(MainScreen) },
  { path: '/main', sets: APP, titleKey: 'main', screen: eagerScreen(MainScreen) },
  { path: '/more', sets: APP, titleKey: 'more', screen: lazyScreen(() => import('../../screens/main/MoreScreen')) },
  { path: '/terms', sets: BOTH, titleKey: 'terms', screen: lazyScreen(() => import('../../screens/site/TermsScreen')) },
  { path: '/credits', sets: BOTH, titleKey: 'credits', screen: lazyScreen(() => import('../../screens/site/CreditsScreen')) },
  { path: '/privacy', sets: BOTH, titleKey: 'privacy', screen: lazyScreen(() => import('../../screens/site/PrivacyScreen')) },
  { path: '/notices', sets: BOTH, titleKey: 'notices', screen: lazyScreen(() => import('../../screens/site/NoticeListScreen')) },
  { path: '/notices/:id', sets: BOTH, titleKey: 'notice', screen: lazyScreen(() => import('../../screens/site/NoticeDetailScreen')) },
  { path: '/whitelist', sets: PUBLIC, titleKey: 'whitelist', screen: lazyScreen(() => import('../../screens/site/WhitelistScreen')) },
  { path: '/setting', sets: APP, titleKey: 'setting', screen: lazyScreen(() => import('../../screens/account/SettingScreen')) },
  { path: '/apple-login', sets: APP, titleKey: 'appleLogin', screen: lazyScreen(() => import('../../screens/account/AppleLoginScreen')) },
  { path: '/apple-ios-login', sets: APP, titleKey: 'appleIosLogin', screen: lazyScreen(() => import('../../screens/account/AppleIosLoginScreen')) },
  { path: '/apple-ios-logined', sets: APP, titleKey: 'appleIosLogined', screen: lazyScreen(() => import('../../screens/account/AppleIosLoginedScreen')) },
  { path: '/apple-iap', sets: APP, titleKey: 'appleIap', player: true, screen: lazyScreen(() => import('../../screens/account/AppleIapScreen')) },
  { path: '/email-login', sets: APP, titleKey: 'emailLogin', screen: lazyScreen(() => import('../../screens/account/EmailLoginScreen')) },
  { path: '/telegram-login', sets: APP, titleKey: 'telegramLogin', screen: lazyScreen(() => import('../../screens/account/TelegramLoginScreen')) },
  { path: '/wallet-login', sets: APP, titleKey: 'walletLogin', screen: lazyScreen(() => import('../../screens/account/WalletLoginScreen')) },
  { path: '/google-login', sets: APP, titleKey: 'googleLogin', screen: lazyScreen(() => import('../../screens/account/GoogleLoginScreen')) },
  { path: '/email-register', sets: APP, titleKey: 'emailRegister', screen: lazyScreen(() => import('../../screens/account/EmailRegisterScreen')) },
  { path: '/change-password', sets: APP, titleKey: 'changePassword', player: true, screen: lazyScreen(() => import('../../screens/account/ChangePasswordScreen')) },
  { path: '/new-player', sets: APP, titleKey: 'newPlayer', screen: lazyScreen(() => import('../../screens/account/NewPlayerScreen')) },
  { path: '/my-card-list', sets: APP, titleKey: 'myCardList', player: true, screen: lazyScreen(() => import('../../screens/cards/MyCardListScreen')) },
  { path: '/my-burn-list', sets: APP, titleKey: 'myBurnList', player: true, screen: lazyScreen(() => import('../../screens/cards/MyBurnListScreen')) },
  { path: '/my-team', sets: APP, titleKey: 'myTeam', player: true, screen: lazyScreen(() => import('../../screens/teams/MyTeamScreen')) },
  { path: '/preset-teams', sets: APP, titleKey: 'presetTeams', player: true, screen: lazyScreen(() => import('../../screens/teams/PresetTeamsScreen')) },
  { path: '/my-battles', sets: APP, titleKey: 'myBattles', screen: lazyScreen(() => import('../../screens/battles/MyBattlesScreen')) },
  { path: '/activity-levels', sets: APP, titleKey: 'activityLevels', screen: lazyScreen(() => import('../../screens/battles/ActivityLevelsScreen')) },
  { path: '/random-team-battle', sets: APP, titleKey: 'randomTeamBattle', screen: lazyScreen(() => import('../../screens/battles/RandomTeamBattleScreen')) },
  { path: '/random-player-battle', sets: APP, titleKey: 'randomPlayerBattle', screen: lazyScreen(() => import('../../screens/battles/RandomPlayerBattleScreen')) },
  { path: '/infinite-level-battle', sets: APP, titleKey: 'infiniteLevelBattle', screen: lazyScreen(() => import('../../screens/battles/InfiniteLevelBattleScreen')) },
  // The battle worker starts with the route's chunk, not after it: its engine compiles while Pixi downloads.
  { path: '/battle', sets: APP, titleKey: 'battle', screen: lazyScreen(() => { prestartBattleWorker(); return import('../../screens/battles/BattleScreen'); }) },
  { path: '/tournaments', sets: APP, titleKey: 'tournaments', player: true, screen: lazyScreen(() => import('../../screens/compete/TournamentsScreen')) },
  { path: '/tournament', sets: APP, titleKey: 'tournament', player: true, screen: lazyScreen(() => import('../../screens/compete/TournamentScreen')) },
  { path: '/spectate', sets: APP, titleKey: 'spectate', player: true, screen: lazyScreen(() => import('../../screens/compete/SpectateScreen')) },
  { path: '/online-card-market', sets: APP, titleKey: 'onlineCardMarket', screen: lazyScreen(() => import('../../screens/market/OnlineCardMarketScreen')) },
  { path: '/mystery-shop-recycle', sets: APP, titleKey: 'mysteryShopRecycle', player: true, screen: lazyScreen(() => import('../../screens/market/MysteryShopRecycleScreen')) },
  { path: '/fragment-store', sets: APP, titleKey: 'fragmentStore', player: true, screen: lazyScreen(() => import('../../screens/market/FragmentStoreScreen')) },
  { path: '/online-battle-rank', sets: APP, titleKey: 'onlineBattleRank', screen: lazyScreen(() => import('../../screens/ranks/OnlineBattleRankScreen')) },
  { path: '/online-user-rank', sets: APP, titleKey: 'onlineUserRank', screen: lazyScreen(() => import('../../screens/ranks/OnlineUserRankScreen')) },
  { path: '/season', sets: APP, titleKey: 'season', player: true, screen: lazyScreen(() => import('../../screens/seasons/SeasonScreen')) },
  { path: '/online-team-rank', sets: APP, titleKey: 'onlineTeamRank', screen: lazyScreen(() => import('../../screens/ranks/OnlineTeamRankScreen')) },
  { path: '/deposit-gold-coin', sets: APP, titleKey: 'depositGoldCoin', player: true, hiddenIn: ['ios'], screen: lazyScreen(() => import('../../screens/economy/DepositGoldCoinScreen')) },
  { path: '/convert-game-coin', sets: APP, titleKey: 'convertGameCoin', player: true, screen: lazyScreen(() => import('../../screens/economy/ConvertGameCoinScreen')) },
  { path: '/convert-invite-point', sets: APP, titleKey: 'convertInvitePoint', player: true, screen: lazyScreen(() => import('../../screens/economy/ConvertInvitePointScreen')) },
  { path: '/recover-stamina', sets: APP, titleKey: 'recoverStamina', player: true, screen: lazyScreen(() => import('../../screens/economy/RecoverStaminaScreen')) },
  { path: '/burn-game-coin', sets: APP, titleKey: 'burnGameCoin', player: true, screen: lazyScreen(() => import('../../screens/economy/BurnGameCoinScreen')) },
  { path: '/invite-users', sets: APP, titleKey: 'inviteUsers', player: true, screen: lazyScreen(() => import('../../screens/social/InviteUsersScreen')) },
  { path: '/submit-user-issue', sets: APP, titleKey: 'submitUserIssue', player: true, screen: lazyScreen(() => import('../../screens/social/SubmitUserIssueScreen')) },
  { path: '/launch', sets: APP, titleKey: 'launch', screen: lazyScreen(() => import('../launch/LaunchScreen')) },
];
