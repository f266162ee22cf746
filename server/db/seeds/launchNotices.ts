import type { NoticeInput } from '../../../src/contracts/api';

/** The notices a fresh game publishes on its first start, oldest first. */
export const launchNotices: readonly (NoticeInput & { publishedAt: Date })[] = [
  {
    publishedAt: new Date('2026-11-01T09:00:00Z'),
    title: 'Welcome to TCG',
    summary: 'The first trading card game made from AI-generated content is open. Here is what you can do today.',
    body: [
      'Welcome, commander. TCG is a card-collecting game where you build a team and let it fight on its own: battles are turn-based and automatic, so your decisions happen before the first blow.',
      'Collect unit cards, combine them into teams whose races and classes unlock synergies, and test them against the activity levels, random teams and other players.',
      'You can play in any browser or inside Telegram, and sign in with Apple, Google, email, Telegram or a crypto wallet. Your collection follows your account, not your device.',
      'This is the start of a long road. Watch this page for patch notes, events and rule changes.',
    ].join('\n\n'),
  },
  {
    publishedAt: new Date('2026-11-02T09:00:00Z'),
    title: 'How battles work',
    summary: 'Turn order, skills, status effects and synergies: a short guide to the auto-battler.',
    body: [
      'Each battle is a series of turns. Faster units act first; every unit attacks or casts one of its skills when its turn comes, without input from you.',
      'Skills deal physical, magic or true damage, heal, shield or apply status effects. Poison and burn deal a share of health each turn, stuns and freezes skip a turn, shields absorb damage until they break. A few effects, like fields and auras, last for the whole battle.',
      'Synergies reward focused teams. Two warriors give every ally +5 defence, four give +10, six give +15; three mages raise attack by 20%, six by 40%. Humans, assassins, elementals and guardians have bonuses of their own.',
      'Every battle is decided by the server from a recorded seed, and your device replays that same seed, so the fight you watch is exactly the fight that counted.',
    ].join('\n\n'),
  },
  {
    publishedAt: new Date('2026-11-03T09:00:00Z'),
    title: 'Play TCG inside Telegram',
    summary: 'The game runs as a Telegram mini-app: open it from the bot and your account comes with you.',
    body: [
      'TCG is also a Telegram mini-app. Open it from the game bot and it starts full screen, follows your Telegram theme, and uses the Telegram back button to move between screens.',
      'Signing in with Telegram links your Telegram account to your game account, so you can switch between the mini-app and the web version at any time.',
      'If Telegram tells you your client is too old, update the Telegram app: the mini-app needs a recent version of the platform.',
    ].join('\n\n'),
  },
  {
    publishedAt: new Date('2026-11-04T09:00:00Z'),
    title: 'Check your wallet on the whitelist',
    summary: 'Early supporters are on the launch whitelist. Paste your EVM or TON address on the whitelist page to check.',
    body: [
      'Wallets that supported the game before launch are on the whitelist. Open the Whitelist page, paste your address and the server tells you at once whether it is listed.',
      'Both EVM addresses (0x followed by 40 hex digits) and TON addresses (raw or user-friendly form) are accepted. Capital letters do not matter, and a TON address is recognised in any of its spellings.',
      'We will never ask for your seed phrase or private key. Checking the whitelist needs only your public address.',
    ].join('\n\n'),
  },
];
