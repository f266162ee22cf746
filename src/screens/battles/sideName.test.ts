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

  it('puts the side fought against in the genitive in ru ("против этапа 1-5"), as the history row words it', async () => {
    const t = await tIn('ru');
    const versus = (side: Parameters<typeof sideName>[0]) => t('modes:history.versus', { opponent: sideName(side, t, 'versus') });
    expect(versus({ kind: 'stage', playerId: null, name: '1-5' })).toBe('против этапа 1-5');
    expect(versus({ kind: 'floor', playerId: null, name: '12' })).toBe('против этажа 12');
    expect(versus({ kind: 'random', playerId: null, name: '' })).toBe('против случайной команды');
    expect(sideName({ kind: 'stage', playerId: null, name: '1-5' }, t)).toBe('Этап 1-5');
  });
});
