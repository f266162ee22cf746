import type { NoticeInput } from '../../../src/contracts/api';

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** The notices a fresh game publishes on its first start, oldest first, in each of the game's languages. */
export const launchNotices: readonly (NoticeInput & { publishedAt: Date })[] = [
  {
    publishedAt: new Date('2026-11-01T09:00:00Z'),
    en: {
      title: 'Welcome to TCG',
      summary: 'The first trading card game made from AI-generated content is open. Here is what you can do today.',
      body: paragraphs(
        'Welcome, commander. TCG is a card-collecting game where you build a team and let it fight on its own: battles are turn-based and automatic, so your decisions happen before the first blow.',
        'Collect unit cards, combine them into teams whose races and classes unlock synergies, and test them in the campaign, against random teams and against other players.',
        'You can play in any browser or inside Telegram, and sign in with Apple, Google, email, Telegram or a crypto wallet. Your collection follows your account, not your device.',
        'This is the start of a long road. Watch this page for patch notes, events and rule changes.',
      ),
    },
    ru: {
      title: 'Добро пожаловать в TCG',
      summary: 'Открылась первая коллекционная карточная игра, созданная из контента, сгенерированного ИИ. Вот что в ней можно делать уже сегодня.',
      body: paragraphs(
        'Добро пожаловать, командир. TCG — коллекционная карточная игра, в которой вы собираете команду, а сражается она сама: бои пошаговые и автоматические, поэтому все решения принимаются до первого удара.',
        'Собирайте карты бойцов, объединяйте их в команды, чьи расы и классы открывают синергии, и испытывайте их в кампании, против случайных команд и других игроков.',
        'Играть можно в любом браузере или прямо в Telegram, а входить — через Apple, Google, почту, Telegram или криптокошелёк. Коллекция привязана к аккаунту, а не к устройству.',
        'Это только начало долгого пути. Следите за этой страницей: здесь появятся списки изменений, события и новые правила.',
      ),
    },
    zh: {
      title: '欢迎来到 TCG',
      summary: '首款由 AI 生成内容打造的集换式卡牌游戏现已开放。来看看今天就能做些什么。',
      body: paragraphs(
        '欢迎你，指挥官。TCG 是一款收集卡牌的游戏：你组建队伍，战斗由队伍自行完成。战斗是回合制且自动进行的，所以一切决策都在第一击之前做出。',
        '收集单位卡牌，把它们组成队伍，让种族和职业激活羁绊，然后在战役、随机队伍和其他玩家面前检验它们。',
        '你可以在任何浏览器或 Telegram 中游玩，并通过 Apple、Google、邮箱、Telegram 或加密钱包登录。你的收藏跟随账号，而不是设备。',
        '这只是漫长旅程的开始。请关注本页面，获取更新说明、活动和规则变化。',
      ),
    },
  },
  {
    publishedAt: new Date('2026-11-02T09:00:00Z'),
    en: {
      title: 'How battles work',
      summary: 'Turn order, skills, status effects and synergies: a short guide to the auto-battler.',
      body: paragraphs(
        'Each battle is a series of turns. Faster units act first; every unit attacks or casts one of its skills when its turn comes, without input from you.',
        'Skills deal physical, magic or true damage, heal, shield or apply status effects. Poison and burn deal a share of health each turn, stuns and freezes skip a turn, shields absorb damage until they break. A few effects, like fields and auras, last for the whole battle.',
        'Synergies reward focused teams. Two warriors give every ally +5 defence, four give +10, six give +15; three mages raise attack by 20%, six by 40%. Humans, assassins, elementals and guardians have bonuses of their own.',
        'Every battle is decided by the server from a recorded seed, and your device replays that same seed, so the fight you watch is exactly the fight that counted.',
      ),
    },
    ru: {
      title: 'Как устроены бои',
      summary: 'Порядок ходов, умения, эффекты и синергии: краткое руководство по автобоям.',
      body: paragraphs(
        'Бой — это череда ходов. Быстрые бойцы ходят первыми; в свой ход каждый боец атакует или применяет одно из своих умений, без вашего участия.',
        'Умения наносят физический, магический или чистый урон, лечат, дают щит или накладывают эффекты. Яд и горение каждый ход отнимают долю здоровья, оглушение и заморозка лишают хода, щит поглощает урон, пока не сломается. Некоторые эффекты, например поля и ауры, действуют весь бой.',
        'Синергии вознаграждают слаженные команды. Два воина дают каждому союзнику +5 к защите, четыре — +10, шесть — +15; три мага повышают атаку на 20 %, шесть — на 40 %. У людей, убийц, элементалей и стражей свои бонусы.',
        'Исход каждого боя решает сервер по записанному зерну, а ваше устройство воспроизводит то же зерно, поэтому вы видите ровно тот бой, который засчитан.',
      ),
    },
    zh: {
      title: '战斗如何进行',
      summary: '行动顺序、技能、状态效果与羁绊：自走棋战斗简明指南。',
      body: paragraphs(
        '每场战斗由一系列回合组成。速度快的单位先行动；轮到自己时，每个单位都会攻击或施放一个技能，无需你操作。',
        '技能可以造成物理、魔法或真实伤害，也可以治疗、提供护盾或施加状态效果。中毒和灼烧每回合扣除一定比例的生命，眩晕和冰冻会跳过一回合，护盾会吸收伤害直到破碎。少数效果（如场地和光环）持续整场战斗。',
        '羁绊奖励专注的队伍。两名战士让每个友方单位防御 +5，四名 +10，六名 +15；三名法师提升攻击 20%，六名提升 40%。人类、刺客、元素和守护者也各有加成。',
        '每场战斗都由服务器根据记录的种子决定，你的设备用同一个种子重放，所以你看到的正是计入结果的那场战斗。',
      ),
    },
  },
  {
    publishedAt: new Date('2026-11-03T09:00:00Z'),
    en: {
      title: 'Play TCG inside Telegram',
      summary: 'The game runs as a Telegram mini-app: open it from the bot and your account comes with you.',
      body: paragraphs(
        'TCG is also a Telegram mini-app. Open it from the game bot and it starts full screen, follows your Telegram theme, and uses the Telegram back button to move between screens.',
        'Signing in with Telegram links your Telegram account to your game account, so you can switch between the mini-app and the web version at any time.',
        'If Telegram tells you your client is too old, update the Telegram app: the mini-app needs a recent version of the platform.',
      ),
    },
    ru: {
      title: 'Играйте в TCG прямо в Telegram',
      summary: 'Игра работает как мини-приложение Telegram: откройте её из бота, и ваш аккаунт будет с вами.',
      body: paragraphs(
        'TCG — это ещё и мини-приложение Telegram. Откройте его из бота игры: оно запустится на весь экран, подхватит тему Telegram и будет переходить между экранами по кнопке «Назад» Telegram.',
        'Вход через Telegram связывает ваш аккаунт Telegram с игровым, так что переходить между мини-приложением и веб-версией можно в любой момент.',
        'Если Telegram сообщает, что ваш клиент устарел, обновите приложение Telegram: мини-приложению нужна свежая версия платформы.',
      ),
    },
    zh: {
      title: '在 Telegram 中玩 TCG',
      summary: '游戏可作为 Telegram 小程序运行：从机器人打开，你的账号随之而来。',
      body: paragraphs(
        'TCG 也是一个 Telegram 小程序。从游戏机器人打开后，它会全屏启动、跟随你的 Telegram 主题，并用 Telegram 的返回按钮在界面之间切换。',
        '使用 Telegram 登录会把你的 Telegram 账号与游戏账号关联，因此你可以随时在小程序和网页版之间切换。',
        '如果 Telegram 提示你的客户端版本过旧，请更新 Telegram 应用：小程序需要较新的平台版本。',
      ),
    },
  },
  {
    publishedAt: new Date('2026-11-04T09:00:00Z'),
    en: {
      title: 'Check your wallet on the whitelist',
      summary: 'Early supporters are on the launch whitelist. Paste your EVM or TON address on the whitelist page to check.',
      body: paragraphs(
        'Wallets that supported the game before launch are on the whitelist. Open the Whitelist page, paste your address and the server tells you at once whether it is listed.',
        'Both EVM addresses (0x followed by 40 hex digits) and TON addresses (raw or user-friendly form) are accepted. Capital letters do not matter, and a TON address is recognised in any of its spellings.',
        'We will never ask for your seed phrase or private key. Checking the whitelist needs only your public address.',
      ),
    },
    ru: {
      title: 'Проверьте свой кошелёк в белом списке',
      summary: 'Ранние сторонники игры внесены в белый список запуска. Вставьте свой адрес EVM или TON на странице белого списка, чтобы проверить.',
      body: paragraphs(
        'Кошельки, поддержавшие игру до запуска, внесены в белый список. Откройте страницу «Белый список», вставьте свой адрес, и сервер сразу ответит, есть ли он в списке.',
        'Подходят и адреса EVM (0x и 40 шестнадцатеричных цифр), и адреса TON (в исходном или удобочитаемом виде). Регистр букв не важен, а адрес TON распознаётся в любой записи.',
        'Мы никогда не попросим вашу сид-фразу или закрытый ключ. Для проверки белого списка нужен только публичный адрес.',
      ),
    },
    zh: {
      title: '查询你的钱包是否在白名单中',
      summary: '早期支持者已列入上线白名单。在白名单页面粘贴你的 EVM 或 TON 地址即可查询。',
      body: paragraphs(
        '在上线前支持过游戏的钱包已列入白名单。打开白名单页面，粘贴你的地址，服务器会立即告诉你它是否在名单中。',
        'EVM 地址（0x 加 40 位十六进制数字）和 TON 地址（原始格式或用户友好格式）都可以。大小写无关紧要，TON 地址的任何写法都能识别。',
        '我们绝不会索要你的助记词或私钥。查询白名单只需要你的公开地址。',
      ),
    },
  },
];
