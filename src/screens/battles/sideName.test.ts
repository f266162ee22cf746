import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '../../content/modes/pvpRating';
import { sideName } from './sideName';

const modes = (lng: string) => JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/modes.json`, import.meta.url), 'utf8')) as object;

async function tIn(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng, fallbackLng: 'en', ns: ['modes'], resources: { en: { modes: modes('en') }, [lng]: { modes: modes(lng) } } });
  return instance.t;
}

describe('sideName', () => {
  it('words every matchmaking bot in the player language', async () => {
    for (const lng of ['ru', 'zh']) {
      const t = await tIn(lng);
      for (const name of BOT_NAMES) {
        const worded = sideName({ kind: 'bot', playerId: null, name }, t);
        expect(worded, `${lng}: ${name}`).not.toContain(name);
      }
    }
    const t = await tIn('ru');
    expect(sideName({ kind: 'bot', playerId: null, name: 'Drill Sergeant' }, t)).toBe('Сержант-инструктор (бот)');
    expect(sideName({ kind: 'bot', playerId: null, name: 'Drill Sergeant' }, t, 'versus')).toBe('Сержант-инструктор (бот)');
  });

  it('keeps a bot name it does not know as the server sent it', async () => {
    expect(sideName({ kind: 'bot', playerId: null, name: 'Night Owl' }, await tIn('ru'))).toBe('Night Owl (бот)');
  });
});
