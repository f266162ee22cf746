import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '../../contracts/tournaments';
import { MatchRow } from './MatchRow';

/** The top-8 single-elimination bracket: quarter-finals, semi-finals, final, each match opening its battle. */
export function Bracket({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('compete');
  if (!tournament.topCut) return <p className="muted">{t('tournaments.noCut')}</p>;
  const cut = tournament.matches.filter((m) => m.stage === 'cut');
  if (cut.length === 0) return <p className="muted">{t('tournaments.bracketEmpty')}</p>;
  return (
    <div className="bracket" data-testid="bracket">
      {[1, 2, 3].map((stage) => (
        <section key={stage} className="bracket-round">
          <h3>{t(`tournaments.cutRound.${stage}`)}</h3>
          <ul className="match-list">{cut.filter((m) => m.round === tournament.swissRounds + stage).map((m) => <MatchRow key={m.table} match={m} />)}</ul>
        </section>
      ))}
    </div>
  );
}
