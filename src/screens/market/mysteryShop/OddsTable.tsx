import { useTranslation } from 'react-i18next';
import type { MysteryBox } from '../../../contracts/mystery/mysteryBox';
import { RARITIES } from '../../../engine';

/**
 * The published odds: per rarity the base chance and the long-run share with pity; under the table, per rarity how
 * many cards it holds (each list opens to name every card). Shown before every draw, as store rules require. The
 * count is not a column of its own: on a phone the table then fits its card with every heading on one line.
 */
export function OddsTable({ box }: { box: MysteryBox }) {
  const { t, i18n } = useTranslation(['economy', 'units']);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      <table className="odds-table" data-testid="odds-table">
        <thead>
          <tr>
            <th>{t('economy:mystery.odds.rarity')}</th>
            <th className="num">{t('economy:mystery.odds.chance')}</th>
            <th className="num">{t('economy:mystery.odds.withPity')}</th>
          </tr>
        </thead>
        <tbody>
          {RARITIES.map((r) => (
            <tr key={r} data-rarity={r}>
              <td>
                <span className={`rarity-dot ${r}`} aria-hidden="true" />
                {t(`units:rarity.${r}`)}
              </td>
              <td className="num">{percent.format(box.oddsBp[r] / 10_000)}</td>
              <td className="num">{percent.format(box.effectiveRates[r])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">{t('economy:mystery.odds.explain', { after: box.pity.after, rarity: t(`units:rarity.${box.pity.minRarity}`) })}</p>
      {RARITIES.map((r) => (
        <details key={r}>
          <summary>{t('economy:mystery.odds.contents', { rarity: t(`units:rarity.${r}`), count: box.contents[r].length })}</summary>
          <ul className="contents-list">
            {box.contents[r].map((id) => (
              <li key={id}>{t(`units:card.${id}.name`)}</li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
