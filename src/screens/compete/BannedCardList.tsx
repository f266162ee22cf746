import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../contracts/art/artPaths';

/** A tournament's banned cards with their art (its page, under the rules): what no entered team may bring. */
export function BannedCardList({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation(['compete', 'units']);
  return (
    <div className="banned-list">
      <strong className="small">{t('tournaments.bans.listed')}</strong>
      <ul className="banned-cards" data-testid="banned-cards">
        {ids.map((id) => (
          <li key={id} data-card-id={id}>
            <img src={cardArtPath(id)} alt="" width={36} height={36} />
            <span>{t(`units:card.${id}.name`, { defaultValue: id })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
