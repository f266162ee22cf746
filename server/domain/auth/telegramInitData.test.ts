import { createHash, createHmac } from 'node:crypto';
import { sign as librarySign, validate as libraryValidate } from '@telegram-apps/init-data-node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTelegramInitData } from './telegramInitData';
import { validateTelegramLoginWidget } from './telegramLoginWidget';

const BOT_TOKEN = '1234567890:AAHtestTOKENforUNITtests_only-xyz';
const now = new Date('2026-03-01T10:00:00Z');
const nowSeconds = now.getTime() / 1000;
const user = { id: 279058397, first_name: 'Vladislav', last_name: 'Kibenko', username: 'vdkfrost', language_code: 'ru', is_premium: true };

// An independent signer written straight from Telegram's documentation, so the validator is not checked
// against itself.
function signMiniApp(params: Record<string, string>, token = BOT_TOKEN): string {
  const dcs = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(dcs).digest('hex');
  return new URLSearchParams({ ...params, hash }).toString();
}

const baseParams = () => ({
  query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
  user: JSON.stringify(user),
  auth_date: String(nowSeconds - 30),
  signature: 'SignatureFromTelegramEd25519_base64url',
  chat_instance: '-8223958427386446000',
  chat_type: 'sender',
  start_param: 'debug',
});

describe('validateTelegramInitData', () => {
  it('accepts correctly signed data and returns the user and launch fields', () => {
    const result = validateTelegramInitData(signMiniApp(baseParams()), BOT_TOKEN, now);
    expect(result).toEqual({
      ok: true,
      data: {
        user,
        authDate: new Date((nowSeconds - 30) * 1000),
        queryId: 'AAHdF6IQAAAAAN0XohDhrOrc',
        startParam: 'debug',
        chatType: 'sender',
        chatInstance: '-8223958427386446000',
      },
    });
  });

  it('keeps `signature` in the data-check-string: data signed without it does not validate', () => {
    const params = baseParams();
    const { signature, ...withoutSignature } = params;
    const signedWithout = new URLSearchParams(signMiniApp(withoutSignature));
    signedWithout.set('signature', signature);
    expect(validateTelegramInitData(signedWithout.toString(), BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
  });

  it('accepts data signed by @telegram-apps/init-data-node, and agrees with its validator', () => {
    const authDate = new Date(Math.floor(Date.now() / 1000) * 1000);
    const signed = librarySign({ user: { ...user, photo_url: 'https://t.me/i/userpic/320/x.jpg' }, query_id: 'Q1', signature: 'sig' }, BOT_TOKEN, authDate);
    expect(() => libraryValidate(signed, BOT_TOKEN)).not.toThrow();
    const result = validateTelegramInitData(signed, BOT_TOKEN, authDate);
    expect(result.ok && result.data.user.id).toBe(user.id);
    expect(result.ok && result.data.user.photo_url).toBe('https://t.me/i/userpic/320/x.jpg');
  });

  it.each(['user', 'auth_date', 'query_id', 'signature', 'start_param'])('refuses data whose %s was changed after signing', (field) => {
    const signed = new URLSearchParams(signMiniApp(baseParams()));
    signed.set(field, field === 'user' ? JSON.stringify({ ...user, id: 1 }) : field === 'auth_date' ? String(nowSeconds) : 'tampered');
    expect(validateTelegramInitData(signed.toString(), BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
  });

  it('refuses an added field', () => {
    const signed = new URLSearchParams(signMiniApp(baseParams()));
    signed.set('receiver', '{"id":1}');
    expect(validateTelegramInitData(signed.toString(), BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
  });

  it('refuses data signed with another bot token', () => {
    const signed = signMiniApp(baseParams(), '999:other-bot-token');
    expect(validateTelegramInitData(signed, BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
  });

  it('refuses data without a hash, and a missing bot token as not configured', () => {
    expect(validateTelegramInitData(new URLSearchParams(baseParams()).toString(), BOT_TOKEN, now)).toEqual({ ok: false, error: 'missing_hash' });
    expect(validateTelegramInitData(signMiniApp(baseParams()), '', now)).toEqual({ ok: false, error: 'not_configured' });
  });

  it('refuses a repeated key', () => {
    const signed = signMiniApp(baseParams()) + '&user=' + encodeURIComponent(JSON.stringify({ ...user, id: 2 }));
    expect(validateTelegramInitData(signed, BOT_TOKEN, now)).toEqual({ ok: false, error: 'malformed' });
  });

  it('accepts auth_date at exactly 24 h old and refuses one second more', () => {
    const day = 24 * 60 * 60;
    expect(validateTelegramInitData(signMiniApp({ ...baseParams(), auth_date: String(nowSeconds - day) }), BOT_TOKEN, now).ok).toBe(true);
    expect(validateTelegramInitData(signMiniApp({ ...baseParams(), auth_date: String(nowSeconds - day - 1) }), BOT_TOKEN, now)).toEqual({
      ok: false,
      error: 'expired',
    });
  });

  it('honours a configured window', () => {
    const signed = signMiniApp({ ...baseParams(), auth_date: String(nowSeconds - 120) });
    expect(validateTelegramInitData(signed, BOT_TOKEN, now, { maxAgeSeconds: 60, maxFutureSkewSeconds: 0 })).toEqual({ ok: false, error: 'expired' });
  });

  it('refuses auth_date more than 60 s in the future, allows a little skew', () => {
    expect(validateTelegramInitData(signMiniApp({ ...baseParams(), auth_date: String(nowSeconds + 60) }), BOT_TOKEN, now).ok).toBe(true);
    expect(validateTelegramInitData(signMiniApp({ ...baseParams(), auth_date: String(nowSeconds + 61) }), BOT_TOKEN, now)).toEqual({
      ok: false,
      error: 'future_auth_date',
    });
  });

  it('refuses a missing or non-numeric auth_date (even when correctly signed)', () => {
    const { auth_date: _drop, ...noDate } = baseParams();
    expect(validateTelegramInitData(signMiniApp(noDate), BOT_TOKEN, now)).toEqual({ ok: false, error: 'missing_auth_date' });
    expect(validateTelegramInitData(signMiniApp({ ...baseParams(), auth_date: '17e8' }), BOT_TOKEN, now)).toEqual({ ok: false, error: 'malformed' });
  });

  it.each([
    ['not JSON', '{id:1'],
    ['no id', JSON.stringify({ first_name: 'A' })],
    ['id as string', JSON.stringify({ id: '5', first_name: 'A' })],
    ['negative id', JSON.stringify({ id: -5, first_name: 'A' })],
  ])('refuses a signed but malformed user (%s)', (_label, userText) => {
    expect(validateTelegramInitData(signMiniApp({ ...baseParams(), user: userText }), BOT_TOKEN, now)).toEqual({ ok: false, error: 'malformed_user' });
  });

  it('property: changing any one character either is refused or leaves the signed data unchanged', () => {
    const signed = signMiniApp(baseParams());
    const original = validateTelegramInitData(signed, BOT_TOKEN, now);
    fc.assert(
      fc.property(fc.nat({ max: signed.length - 1 }), fc.constantFrom(...'0123456789abcdefABCDEF%&=+_-.'.split('')), (index, char) => {
        const mutated = signed.slice(0, index) + char + signed.slice(index + 1);
        const result = validateTelegramInitData(mutated, BOT_TOKEN, now);
        // Only an edit that decodes to the very same fields (e.g. %7B -> %7b) may still validate.
        return !result.ok || JSON.stringify(result) === JSON.stringify(original);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses signed data without a user', () => {
    const { user: _drop, ...noUser } = baseParams();
    expect(validateTelegramInitData(signMiniApp(noUser), BOT_TOKEN, now)).toEqual({ ok: false, error: 'malformed_user' });
  });
});

// Independent Login Widget signer, from core.telegram.org/widgets/login: secret_key = SHA256(bot_token).
function signWidget(fields: Record<string, string | number>, token = BOT_TOKEN): Record<string, string | number> {
  const dcs = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const secret = createHash('sha256').update(token).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(dcs).digest('hex') };
}

describe('validateTelegramLoginWidget', () => {
  const widgetFields = () => ({
    id: 279058397,
    first_name: 'Vladislav',
    username: 'vdkfrost',
    photo_url: 'https://t.me/i/userpic/320/abc.jpg',
    auth_date: nowSeconds - 10,
  });

  it('accepts correctly signed widget data', () => {
    const result = validateTelegramLoginWidget(signWidget(widgetFields()), BOT_TOKEN, now);
    expect(result).toEqual({
      ok: true,
      authDate: new Date((nowSeconds - 10) * 1000),
      user: { id: 279058397, first_name: 'Vladislav', username: 'vdkfrost', photo_url: 'https://t.me/i/userpic/320/abc.jpg' },
    });
  });

  it('accepts the redirect form, where every value is a string', () => {
    const signed = signWidget(widgetFields());
    const asStrings = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)]));
    expect(validateTelegramLoginWidget(asStrings, BOT_TOKEN, now).ok).toBe(true);
  });

  it('refuses tampered data, a wrong token, and mini-app style signing', () => {
    expect(validateTelegramLoginWidget({ ...signWidget(widgetFields()), username: 'someoneelse' }, BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
    expect(validateTelegramLoginWidget(signWidget(widgetFields(), '1:wrong'), BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
    const asMiniApp = Object.fromEntries(new URLSearchParams(signMiniApp(Object.fromEntries(Object.entries(widgetFields()).map(([k, v]) => [k, String(v)])))));
    expect(validateTelegramLoginWidget(asMiniApp, BOT_TOKEN, now)).toEqual({ ok: false, error: 'bad_signature' });
  });

  it('refuses a missing hash and stale or future auth_date', () => {
    expect(validateTelegramLoginWidget(widgetFields(), BOT_TOKEN, now)).toEqual({ ok: false, error: 'missing_hash' });
    expect(validateTelegramLoginWidget(signWidget({ ...widgetFields(), auth_date: nowSeconds - 3601 }), BOT_TOKEN, now)).toEqual({ ok: false, error: 'expired' });
    expect(validateTelegramLoginWidget(signWidget({ ...widgetFields(), auth_date: nowSeconds + 3600 }), BOT_TOKEN, now)).toEqual({
      ok: false,
      error: 'future_auth_date',
    });
  });

  it('refuses signed data without a first name', () => {
    const { first_name: _drop, ...noName } = widgetFields();
    expect(validateTelegramLoginWidget(signWidget(noName), BOT_TOKEN, now)).toEqual({ ok: false, error: 'malformed_user' });
  });
});
