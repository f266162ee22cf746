import { useTranslation } from 'react-i18next';
import { useSeasons } from '../../services/seasons';
import { formatDate } from '../shared/formatDate';
import { LeagueBadge } from './LeagueBadge';
import './seasons.css';

/** The player's season standing for the profile: league and rating now, and each past season's final rank and league. */
export function SeasonProfileCard() {
  const { t, i18n } = useTranslation('seasons');
  const seasons = useSeasons();
  const data = seasons.data;
  return (
    <section className="card season-profile" aria-label={t('season.profile')} aria-busy={!data} data-testid="season-profile">
      <h2>{t('season.profile')}</h2>
      {data ? (
        <>
          <p className="season-now">
            <span>{t('season.current', { number: data.current.number })}</span>
            <LeagueBadge league={data.league} testId="current-league" />
            <span className="small muted" data-testid="current-rating">{t('season.rating', { rating: data.rating })}</span>
          </p>
          {data.past.length === 0 ? <p className="small muted">{t('season.noPast')}</p> : (
            <ul className="season-past">
              {data.past.map((s) => (
                <li key={s.number} data-testid="past-season" data-season={s.number}>
                  <span>{t('season.number', { number: s.number })}</span>
                  <span className="small muted">{formatDate(s.endsAt, i18n.resolvedLanguage ?? 'en')}</span>
                  {s.result ? (
                    <>
                      <LeagueBadge league={s.result.league} testId="past-league" />
                      <span className="small" data-testid="past-rank">{t('season.finalRank', { rank: s.result.rank, rating: s.result.rating })}</span>
                    </>
                  ) : <span className="small muted">{t('season.unranked')}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
