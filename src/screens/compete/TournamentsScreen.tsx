import { useTranslation } from 'react-i18next';
import { useTournaments } from '../../services/tournaments';
import { GameIcon } from '../main/GameIcon';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { CreateTournamentForm } from './CreateTournamentForm';
import { JoinByCode } from './JoinByCode';
import { TournamentCard } from './TournamentCard';
import './compete.css';

/** /tournaments: official tournaments and the player's private ones; join one by invite code, or create one. */
export default function TournamentsScreen() {
  const { t } = useTranslation(['compete', 'ui']);
  const list = useTournaments();
  const all = list.data?.tournaments ?? [];
  const official = all.filter((x) => x.kind === 'official');
  const mine = all.filter((x) => x.kind === 'private');
  return (
    <div className="compete-screen">
      <div className="mode-hero">
        <GameIcon name="rankings" />
        <div>
          <h1>{t('ui:routes.tournaments')}</h1>
          <p className="small muted">{t('tournaments.about')}</p>
        </div>
      </div>
      {list.isError ? <ApiErrorMessage error={list.error} onRetry={() => void list.refetch()} /> : null}
      {!list.data && !list.isError ? <p className="loading">{t('ui:app.loading')}</p> : null}
      {list.data ? (
        <>
          <h2>{t('tournaments.official')}</h2>
          {official.length === 0 ? <p className="muted">{t('tournaments.empty')}</p> : <div className="compete-list">{official.map((x) => <TournamentCard key={x.id} tournament={x} />)}</div>}
          {mine.length > 0 ? (
            <>
              <h2>{t('tournaments.mine')}</h2>
              <div className="compete-list">{mine.map((x) => <TournamentCard key={x.id} tournament={x} />)}</div>
            </>
          ) : null}
        </>
      ) : null}
      <JoinByCode />
      <CreateTournamentForm />
    </div>
  );
}
