import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCatalog } from '../../src/content';
import { api, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api';
import { decodeReplay, encodeReplay, randomBattleInput, replayCodeFromStartParam } from '../../src/contracts/replay';
import { hashEvents, simulate } from '../../src/engine';
import { accountRepository } from '../../server/db/accountRepository';
import { SHARE_REFUSALS } from '../../server/http/shareRefusals';
import { fight, newGuest, rejection, saveStarterTeam, type Guest } from './battlesKit';
import { startBotApiStandIn, STAND_IN_BOT_TOKEN, type BotApiStandIn } from './botApiStandIn';
import { rowCounts } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

const BOT = 'tcg_test_bot';
const write = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };
let bot: BotApiStandIn;
let t: TestApp;
let telegramId = 555_000_000;

beforeAll(async () => {
  bot = await startBotApiStandIn();
  t = await createTestApp({ share: { botToken: STAND_IN_BOT_TOKEN, apiBaseUrl: bot.url, botUsername: BOT } });
});
afterAll(async () => {
  await t.close();
  bot.close();
});

/** A guest who signed in with Telegram too (the mini-app's automatic sign-in links this identity). */
async function telegramPlayer(): Promise<Guest & { telegramId: number }> {
  const guest = await newGuest(t);
  telegramId += 1;
  await accountRepository.insertIdentity(t.database.db, { accountId: guest.accountId, kind: 'telegram', subject: String(telegramId), verified: true, now: new Date() });
  return { ...guest, telegramId };
}

const prepared = () => bot.calls.filter((c) => c.method === 'savePreparedInlineMessage');

/** A campaign battle the guest fought (win or loss). */
async function campaignBattle(guest: Guest) {
  await saveStarterTeam(guest);
  return (await fight(guest, { mode: 'campaign', stageId: '1-1', teamSlot: 1 })).battle;
}

describe('sharing into Telegram', () => {
  it('a battle of mine: the Bot API stores a photo with a caption and a button opening the mini-app at r_<replay code>', async () => {
    const player = await telegramPlayer();
    const battle = await campaignBattle(player);
    const answer = await player.browser.client.call(api.prepareShare, { body: { subject: { kind: 'battle', battleId: battle.id }, language: 'ru' } });

    const call = prepared().at(-1)!;
    expect(answer.preparedMessageId).toBe(`prepared-${bot.calls.length}`);
    expect(call.body).toMatchObject({ user_id: player.telegramId, allow_user_chats: true, allow_bot_chats: false, allow_group_chats: true, allow_channel_chats: true });
    const result = call.body.result as Record<string, unknown> & { reply_markup: { inline_keyboard: { text: string; url: string }[][] } };
    expect(result).toMatchObject({ type: 'photo', id: answer.startParam, photo_url: answer.imageUrl, thumbnail_url: answer.imageUrl, photo_width: 1200, photo_height: 630, caption: answer.caption });
    expect(answer.caption).toContain(`${battle.rounds}`);
    expect(answer.caption).toMatch(battle.result === 'win' ? /Победа/ : /поражение|Ничья/);
    // The button opens the bot's mini-app on this very battle: the replay code re-creates its input and hash.
    const button = result.reply_markup.inline_keyboard[0]![0]!;
    expect(button).toEqual({ text: 'Смотреть бой', url: `https://t.me/${BOT}?startapp=${answer.startParam}` });
    expect(answer.link).toBe(button.url);
    const code = replayCodeFromStartParam(answer.startParam)!;
    const decoded = decodeReplay(code);
    expect(decoded.ok && decoded.replay).toEqual({ input: battle.input, hash: battle.eventHash });
    expect(answer.story).toMatchObject({ text: answer.caption, widgetName: 'Открыть в TCG' });

    // The pictures are public and signed: Telegram can fetch them, a forged URL is not rendered.
    for (const url of [answer.imageUrl, answer.story.imageUrl]) {
      const image = await t.request(new URL(url).pathname + new URL(url).search);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('cache-control')).toContain('immutable');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    }
    const forged = new URL(answer.story.imageUrl);
    forged.searchParams.set('s', '0'.repeat(24));
    expect((await t.request(forged.pathname + forged.search)).status).toBe(404);
  });

  it('my invitation: the button opens the mini-app at i_<my invite code>', async () => {
    const player = await telegramPlayer();
    const { code } = await player.browser.client.call(api.getInvites);
    const answer = await player.browser.client.call(api.prepareShare, { body: { subject: { kind: 'invite' }, language: 'en' } });
    expect(answer.startParam).toBe(`i_${code}`);
    const result = prepared().at(-1)!.body.result as { caption: string; reply_markup: { inline_keyboard: { text: string; url: string }[][] } };
    expect(result.reply_markup.inline_keyboard[0]![0]).toEqual({ text: 'Play TCG', url: `https://t.me/${BOT}?startapp=i_${code}` });
    expect(result.caption).toContain(code);
  });

  it('a replay code: re-run by the server, shared with its hash; a code whose hash it does not reproduce is refused', async () => {
    const player = await telegramPlayer();
    const input = randomBattleInput(7);
    const hash = hashEvents(simulate(input, cardCatalog));
    const answer = await player.browser.client.call(api.prepareShare, { body: { subject: { kind: 'replay', code: encodeReplay(input) }, language: 'zh' } });
    expect(answer.startParam).toBe(`r_${encodeReplay(input, hash)}`);
    expect(answer.caption).toContain('回放');

    const before = bot.calls.length;
    const wrongHash = await rejection(player.browser.client.call(api.prepareShare, { body: { subject: { kind: 'replay', code: encodeReplay(input, '0123456789abcdef') }, language: 'en' } }));
    expect(wrongHash).toMatchObject({ status: 422, reason: 'bad_replay', field: 'subject' });
    const notACode = await rejection(player.browser.client.call(api.prepareShare, { body: { subject: { kind: 'replay', code: 'AAAAAAAAAAAAAA' }, language: 'en' } }));
    expect(notACode).toMatchObject({ status: 422, reason: 'bad_replay' });
    expect(bot.calls.length).toBe(before);
  });

  it('refuses without a Telegram identity, for someone else\'s battle, an unknown battle or bad input, and changes nothing', async () => {
    const owner = await telegramPlayer();
    const battle = await campaignBattle(owner);
    const stranger = await telegramPlayer();
    const webOnly = await newGuest(t);
    const calls = bot.calls.length;
    const counts = await rowCounts(t.database.db);

    expect(await rejection(webOnly.browser.client.call(api.prepareShare, { body: { subject: { kind: 'invite' }, language: 'en' } }))).toMatchObject({ status: 409, reason: 'no_telegram_identity' });
    expect(await rejection(stranger.browser.client.call(api.prepareShare, { body: { subject: { kind: 'battle', battleId: battle.id }, language: 'en' } }))).toMatchObject({ status: 403, reason: 'not_your_battle' });
    expect(await rejection(stranger.browser.client.call(api.prepareShare, { body: { subject: { kind: 'battle', battleId: '8f14e45f-ceea-467f-a0b6-3f0c6e5c1a2b' }, language: 'en' } }))).toMatchObject({ status: 404, reason: 'battle_not_found' });
    for (const body of [{ subject: { kind: 'battle', battleId: 'nope' }, language: 'en' }, { subject: { kind: 'trophy' }, language: 'en' }, { subject: { kind: 'invite' }, language: 'fr' }, { subject: { kind: 'replay', code: 'has spaces in it' }, language: 'en' }]) {
      const response = await owner.browser.request('/api/share/prepare', { method: 'POST', headers: write, body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { field?: string } }).error.field).toMatch(/^(subject|language)/);
    }
    const signedOut = await t.browser().request('/api/share/prepare', { method: 'POST', headers: write, body: JSON.stringify({ subject: { kind: 'invite' }, language: 'en' }) });
    expect(signedOut.status).toBe(401);

    expect(bot.calls.length).toBe(calls);
    expect(await rowCounts(t.database.db)).toEqual(counts);
  });

  it('a Bot API failure is answered as unreachable, and a server without a bot says sharing is not configured', async () => {
    const broken = await createTestApp({ share: { botToken: 'wrong-token', apiBaseUrl: bot.url, botUsername: BOT } });
    const bare = await createTestApp();
    try {
      for (const [app, status, reason] of [[broken, 503, 'telegram_unreachable'], [bare, 503, 'share_unavailable']] as const) {
        const guest = await newGuest(app);
        await accountRepository.insertIdentity(app.database.db, { accountId: guest.accountId, kind: 'telegram', subject: String((telegramId += 1)), verified: true, now: new Date() });
        expect(await rejection(guest.browser.client.call(api.prepareShare, { body: { subject: { kind: 'invite' }, language: 'en' } }))).toMatchObject({ status, reason });
      }
    } finally {
      await broken.close();
      await bare.close();
    }
  });

  it('every refusal is worded in every language', () => {
    for (const language of ['en', 'ru', 'zh']) {
      const texts = JSON.parse(readFileSync(`public/locales/${language}/share.json`, 'utf8')) as { refusals: Record<string, string> };
      expect(Object.keys(texts.refusals).sort(), language).toEqual(Object.keys(SHARE_REFUSALS).sort());
    }
  });
});
