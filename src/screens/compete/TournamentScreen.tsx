import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { tournamentId } from '../../contracts/tournaments';
import { useMe } from '../../services/session/useMe';
import { useCancelTournament, useTournament } from '../../services/tournaments';
import { GameIcon } from '../main/GameIcon';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { formatDateTime } from '../shared/formatDate';
import { refusalText } from '../shared/refusalText';
import { BannedCardList } from './BannedCardList';
import { Bracket } from './Bracket';
import { JoinPanel } from './JoinPanel';
import { RoundsList } from './RoundsList';
import { SeedsList } from './SeedsList';
import { StandingsTable } from './StandingsTable';
import { rulesText, totalRounds } from './tournamentText';
import './compete.css';
import '../ranks/ranks.css';

const TABS = ['standings', 'rounds', 'bracket', 'seeds'] as const;

/**
 * /tournament?id=: one tournament — its facts and rules, joining (while open), the invite code and cancelling (its
 * creator), then standings, rounds, the top-8 bracket and the round seeds; every result opens its battle.
 */
export default function TournamentScreen() {
  const { t, i18n } = useTranslation(['compete', 'ui', 'units']);
  const [params] = useSearchParams();
  const parsed = tournamentId.safeParse(params.get('id'));
  const id = parsed.success ? parsed.data : null;
  const query = useTournament(id);
  const me = useMe();
  const cancel = useCancelTournament();
  const [tab, setTab] = useState<(typeof TABS)[number]>('standings');
  // Opened without ?id= (a bookmark, the address typed by hand): the screen's title, what is missing and the way to the list.
  if (id === null) {
    return (
      <div className="compete-screen" data-testid="tournament" data-status="none">
        <h1>{t('ui:routes.tournament')}</h1>
        <section className="card stack">
          <p className="message" role="status">{t('tournaments.noneChosen')}</p>
          <Link to="/tournaments" className="button">{t('ui:routes.tournaments')}</Link>
        </section>
      </div>
    );
  }
  if (query.isError) return <ApiErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="loading">{t('ui:app.loading')}</p>;
  const tt = query.data.tournament;
  const rules = rulesText(tt.rules, t, { bansApart: true });
  return (
    <div className="compete-screen" data-testid="tournament" data-status={tt.status}>
      <div className="mode-hero">
        <GameIcon name="rankings" />
        <div>
          <h1>{tt.name}</h1>
          <p className="small muted">
            <span className={`compete-badge ${tt.status}`} data-testid="tournament-status">{t(`tournaments.status.${tt.status}`)}</span> {t(`tournaments.kind.${tt.kind}`)}
          </p>
        </div>
      </div>
      <section className="card stack">
        <ul className="compete-facts">
          <li>{t('tournaments.players', { count: tt.players, max: tt.maxPlayers })}</li>
          <li>{tt.entryFee > 0 ? t('tournaments.fee', { amount: tt.entryFee }) : t('tournaments.free')}</li>
          <li>{tt.prizes.some((p) => p > 0) ? t('tournaments.prizes', { list: tt.prizes.filter((p) => p > 0).join(' / ') }) : t('tournaments.noPrizes')}</li>
          {tt.topCut ? <li>{t('tournaments.topCut')}</li> : null}
          {tt.status === 'open' ? <li>{t('tournaments.startsAt', { time: formatDateTime(tt.startsAt, i18n.language) })}</li> : null}
          {tt.status === 'running' ? <li>{t('tournaments.progress', { played: tt.roundsPlayed, total: totalRounds(tt) })}</li> : null}
          {tt.status === 'running' && tt.nextRoundAt ? <li>{t('tournaments.nextRound', { time: formatDateTime(tt.nextRoundAt, i18n.language) })}</li> : null}
        </ul>
        {rules ? <p className="small"><strong>{t('tournaments.rules.title')}:</strong> {rules}</p> : null}
        {tt.rules.bannedCards.length > 0 ? <BannedCardList ids={tt.rules.bannedCards} /> : null}
        {tt.inviteCode ? <p data-testid="invite-code-shown">{t('tournaments.inviteCode', { code: tt.inviteCode })}</p> : null}
        {tt.joined ? <p className="compete-badge live" data-testid="joined">{t('tournaments.joined')}</p> : null}
        {tt.status === 'cancelled' ? <p className="small">{t('tournaments.cancelled')}</p> : null}
        {tt.createdByMe && tt.status === 'open' ? (
          <button type="button" className="button secondary" disabled={cancel.isPending} onClick={() => cancel.mutate({ params: { id: tt.id } })}>{t('tournaments.cancel')}</button>
        ) : null}
        {cancel.isError ? <p className="message error" role="alert">{refusalText(cancel.error, t, ['compete:tournaments'])}</p> : null}
      </section>
      {tt.status === 'open' && !tt.joined && me.data ? <JoinPanel tournament={tt} /> : null}
      <div className="compete-tabs" role="group" aria-label={tt.name}>
        {TABS.map((key) => (
          <button key={key} type="button" aria-pressed={tab === key} onClick={() => setTab(key)} data-testid={`tab-${key}`}>{t(`tournaments.tabs.${key}`)}</button>
        ))}
      </div>
      {tab === 'standings' ? <StandingsTable tournament={tt} myId={me.data?.account.id ?? null} /> : null}
      {tab === 'rounds' ? <RoundsList tournament={tt} /> : null}
      {tab === 'bracket' ? <Bracket tournament={tt} /> : null}
      {tab === 'seeds' ? <SeedsList tournament={tt} /> : null}
      <Link to="/tournaments">{t('ui:routes.tournaments')}</Link>
    </div>
  );
}
