import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const csrf = { 'x-tcg-csrf': '1', 'content-type': 'application/json' };

describe('player settings on the account (sound, music, haptics, battle speed)', () => {
  it('a new account has the defaults; a change round-trips through the profile and is read back by /me', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    expect((await browser.client.call(api.getMe)).settings).toMatchObject({ soundOn: true, soundVolume: 80, musicOn: true, musicVolume: 50, hapticsOn: true, battleSpeed: 1 });

    const change = { soundVolume: 35, musicOn: false, musicVolume: 0, hapticsOn: false, battleSpeed: 0.5 } as const;
    const updated = await browser.client.call(api.updateProfile, { body: change });
    expect(updated.settings).toMatchObject(change);
    // One field at a time leaves the others as they were.
    await browser.client.call(api.updateProfile, { body: { battleSpeed: 4 } });
    expect((await browser.client.call(api.getMe)).settings).toEqual({ language: 'en', soundOn: true, reducedMotion: false, ...change, battleSpeed: 4 });
  });

  it('refuses values outside the choices with a 400 naming the field, and writes nothing', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const before = await browser.client.call(api.getMe);
    for (const [body, field] of [
      [{ soundVolume: 101 }, 'soundVolume'],
      [{ musicVolume: -1 }, 'musicVolume'],
      [{ soundVolume: 12.5 }, 'soundVolume'],
      [{ battleSpeed: 3 }, 'battleSpeed'],
      [{ hapticsOn: 'off' }, 'hapticsOn'],
    ] as const) {
      const response = await browser.request('/api/account/profile', { method: 'PATCH', headers: csrf, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field?: string } }).error.field).toBe(field);
    }
    expect(await browser.client.call(api.getMe)).toEqual(before);
  });

  it('the database itself refuses a speed or a volume outside the choices', async () => {
    const browser = t.browser();
    const { account } = await browser.client.call(api.startAsGuest);
    await expect(t.database.db.execute(sql`update accounts set battle_speed = 3 where id = ${account.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update accounts set music_volume = 200 where id = ${account.id}`)).rejects.toThrow();
  });
});
