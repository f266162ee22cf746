import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../contracts/art/artPaths';
import type { UnitCard } from '../../engine';
import { joinWithDots } from '../shared/joinWithDots';

/** A card face: portrait, name, level, rarity, element and families (and power when sorting by it); dimmed when not owned. */
export function CardFace({ card, level, copies, power, onOpen }: { card: UnitCard; level: number | null; copies: number; power?: number; onOpen: () => void }) {
  const { t } = useTranslation(['cards', 'units']);
  const name = t(`units:card.${card.id}.name`);
  const owned = level !== null;
  return (
    <button
      type="button"
      className={`card-face rarity-${card.rarity} element-${card.element}${owned ? '' : ' not-owned'}`}
      onClick={onOpen}
      data-card-id={card.id}
      aria-label={owned ? t('cards:face.ownedLabel', { name, level }) : t('cards:face.notOwnedLabel', { name })}
    >
      <span className="card-art">
        <img src={cardArtPath(card.id)} alt="" width={256} height={256} loading="lazy" decoding="async" />
        {owned ? <span className="card-level">{t('cards:face.level', { level })}</span> : <span className="card-lock">{t('cards:face.notOwned')}</span>}
        {copies > 1 ? <span className="card-copies">×{copies}</span> : null}
        {power === undefined ? null : (
          <span className="card-power" title={t('cards:stats.power')}>
            {t('cards:face.power', { power })}
          </span>
        )}
      </span>
      <span className="card-name">{name}</span>
      <span className="card-tags">
        <span className={`tag rarity-${card.rarity}`}>{t(`units:rarity.${card.rarity}`)}</span>
        <span className={`tag element-${card.element}`}>{t(`units:element.${card.element}`)}</span>
      </span>
      <span className="card-families small muted">{joinWithDots(card.families.map((f) => t(`units:family.${f}`)))}</span>
    </button>
  );
}
