import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSeasons } from '../../services/seasons';
import { useMe } from '../../services/session/useMe';
import { RewardList } from '../battles/RewardList';
import { GameIcon } from '../main/GameIcon';
import { formatDate } from '../shared/formatDate';
import { LeagueBadge } from './LeagueBadge';
import { LobbyQuests } from './LobbyQuests';
import { SeasonProfileCard } from './SeasonProfileCard';
import './seasons.css';
import '../battles/battles.css';

/** /season: the ranked season (ends when, the player's league), the leagues with their rewards, past results and today's quests. */
export default function SeasonScreen() {
  const { t, i18n } = useTranslation(['seasons', 'ui', 'modes']);
  const me = useMe();
  const seasons = useSeasons(me.data !== null);
  const data = seasons.data;
  if (me.data === null) return <div className="card"><p>{t('modes:signedOut')}</p><Link className="button" to="/new-player">{t('modes:play')}</Link></div>;
  return (
    <div className="season-screen">
      <div className="mode-hero">
        <GameIcon name="rankings" />
        <div>
          <h1>{t('ui:routes.season')}</h1>
          <p className="small muted">{t('season.about')}</p>
        </div>
      </div>
      {data ? (
        <section className="card season-current" data-testid="season-current" data-season={data.current.number}>
          <h2>{t('season.current', { number: data.current.number })}</h2>
          <p className="small muted">{t('season.ends', { date: formatDate(data.current.endsAt, i18n.resolvedLanguage ?? 'en') })}</p>
          <table className="league-table">
            <thead>
              <tr><th scope="col">{t('season.league')}</th><th scope="col" className="num">{t('season.from')}</th><th scope="col">{t('season.reward')}</th></tr>
            </thead>
            <tbody>
              {data.leagues.map((l) => (
                <tr key={l.id} className={l.id === data.league ? 'own' : undefined} data-league={l.id}>
                  <td><LeagueBadge league={l.id} />{l.id === data.league ? <span className="you">{t('modes:ranks.you')}</span> : null}</td>
                  <td className="num">{l.minRating}</td>
                  <td><RewardList rewards={l.reward} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="small muted">{t(data.ranked ? 'season.rankedHint' : 'season.unrankedHint')}</p>
        </section>
      ) : <section className="card season-current" aria-busy="true" />}
      <SeasonProfileCard />
      <LobbyQuests />
    </div>
  );
}
