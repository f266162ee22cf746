import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '../../contracts/tournaments';
import { useJoinTournament } from '../../services/tournaments';
import { refusalText } from '../shared/refusalText';
import { TeamSlotSelect, useFirstTeamSlot } from './TeamSlotSelect';

/** Enters an open tournament with a saved team (locked from then on); the fee is held. */
export function JoinPanel({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation(['compete', 'ui']);
  const join = useJoinTournament();
  const [slot, setSlot] = useFirstTeamSlot();
  return (
    <section className="card stack" data-testid="join-panel">
      <h2>{t('tournaments.join.title')}</h2>
      <p className="small muted">{t('tournaments.join.locked')}</p>
      <div className="compete-form">
        <TeamSlotSelect slot={slot} onChange={setSlot} />
        <button
          type="button"
          className="button"
          data-testid="join-tournament"
          disabled={join.isPending || slot === null}
          onClick={() => slot !== null && join.mutate({ body: { tournamentId: tournament.id, teamSlot: slot } })}
        >
          {t('tournaments.join.button')}
        </button>
      </div>
      {tournament.entryFee > 0 ? <p className="small">{t('tournaments.fee', { amount: tournament.entryFee })}</p> : null}
      {join.isError ? <p className="message error" role="alert">{refusalText(join.error, t, ['compete:tournaments'])}</p> : null}
    </section>
  );
}
