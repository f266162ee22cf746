import { useTranslation } from 'react-i18next';
import { cardStatsAtLevel, type CardStats } from '../../rules/cards/cardStatsAtLevel';
import { RULES } from '../../engine';
import { unitPower } from '../../rules/teams/unitPower';

const ROWS: readonly (keyof CardStats)[] = ['maxHealth', 'attack', 'magic', 'defense', 'magicResistance', 'speed'];

/** Stats at the current level and the next (the engine's own numbers), with the gain, plus power. */
export function StatsTable({ cardId, level }: { cardId: string; level: number }) {
  const { t, i18n } = useTranslation('cards');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const now = cardStatsAtLevel(cardId, level);
  const nextLevel = level < RULES.level.max ? level + 1 : null;
  const next = nextLevel === null ? null : cardStatsAtLevel(cardId, nextLevel);
  const row = (label: string, a: number, b: number | null, testId?: string) => (
    <tr key={label} data-stat={testId}>
      <th scope="row">{label}</th>
      <td>{number.format(a)}</td>
      {b === null ? null : (
        <td>
          {number.format(b)}
          {b > a ? <span className="gain"> +{number.format(b - a)}</span> : null}
        </td>
      )}
    </tr>
  );
  return (
    <table className="stats-table">
      <thead>
        <tr>
          <th scope="col">{t('detail.stat')}</th>
          <th scope="col">{t('detail.atLevel', { level })}</th>
          {nextLevel === null ? null : <th scope="col">{t('detail.atLevel', { level: nextLevel })}</th>}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((key) => row(t(`stats.${key}`), now[key], next ? next[key] : null, key))}
        {row(t('stats.power'), unitPower(cardId, level, now), next && nextLevel ? unitPower(cardId, nextLevel, next) : null, 'power')}
      </tbody>
    </table>
  );
}
