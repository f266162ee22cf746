import type { Active, Over } from '@dnd-kit/core';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamDndAccessibility } from './teamEditorDnd';

const LOCALES = path.resolve(__dirname, '../../../public/locales');
const cardsOf = (language: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(LOCALES, language, 'cards.json'), 'utf8'));

async function tIn(language: 'en' | 'ru' | 'zh') {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en', ns: ['cards'], defaultNS: 'cards', resources: { en: { cards: cardsOf('en') }, [language]: { cards: cardsOf(language) } } });
  return i18n.t;
}

// dnd-kit hands the announcements its own records: only the ids and the data the editor attached matter here.
const card = (name: string) => ({ id: 'copy:53c443ac-0000', data: { current: { name } } }) as unknown as Active;
const cell = (place: string) => ({ id: 'cell:3', data: { current: { slot: 3, place } } }) as unknown as Over;

const CASES = [
  { language: 'en', card: 'Iron Recruit', place: 'Front row 2', dropped: 'Iron Recruit dropped on Front row 2.', start: 'Picked up Iron Recruit.' },
  { language: 'ru', card: 'Железный рекрут', place: 'Передний, ряд 2', dropped: '«Железный рекрут» поставлена: Передний, ряд 2.', start: 'Карта «Железный рекрут» взята.' },
  { language: 'zh', card: '铁卫新兵', place: '前排第 2 行', dropped: '铁卫新兵已放到前排第 2 行。', start: '已拿起铁卫新兵。' },
] as const;

describe('teamDndAccessibility', () => {
  for (const c of CASES) {
    it(`names the card and the cell in ${c.language}, never an internal id`, async () => {
      const { announcements, screenReaderInstructions } = teamDndAccessibility(await tIn(c.language));
      const active = card(c.card);
      const over = cell(c.place);
      expect(announcements.onDragStart({ active })).toBe(c.start);
      expect(announcements.onDragEnd({ active, over, delta: { x: 0, y: 0 } } as Parameters<typeof announcements.onDragEnd>[0])).toBe(c.dropped);
      const said = [
        announcements.onDragOver({ active, over } as Parameters<typeof announcements.onDragOver>[0]),
        announcements.onDragOver({ active, over: null } as Parameters<typeof announcements.onDragOver>[0]),
        announcements.onDragEnd({ active, over: null } as Parameters<typeof announcements.onDragEnd>[0]),
        announcements.onDragCancel({ active, over: null } as Parameters<typeof announcements.onDragCancel>[0]),
        screenReaderInstructions.draggable,
      ];
      for (const text of said) {
        expect(text).not.toMatch(/copy:|cell:|\{\{|teams\./);
        // dnd-kit's English defaults must not leak into ru or zh.
        if (c.language !== 'en') expect(text).not.toMatch(/\b(?:dropped|over|cancelled|Picked)\b/);
      }
      for (const text of said.slice(0, 4)) expect(text).toContain(c.card);
    });
  }
});
