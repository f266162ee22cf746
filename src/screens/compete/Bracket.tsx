import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '../../contracts/tournaments';
import { GameIcon } from '../main/GameIcon';
import { matchWinner, MatchRow } from './MatchRow';

/** The top-8 single-elimination bracket: quarter-finals, semi-finals, final, each match opening its battle, and the champion once the final is played. */
export function Bracket({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('compete');
  if (!tournament.topCut) return <p className="muted">{t('tournaments.noCut')}</p>;
  const cut = tournament.matches.filter((m) => m.stage === 'cut');
  if (cut.length === 0) return <p className="muted">{t('tournaments.bracketEmpty')}</p>;
  const final = cut.find((m) => m.round === tournament.swissRounds + 3);
  const side = final ? matchWinner(final) : null;
  const champion = final && side ? (side === 'a' ? final.a : final.b) : null;
  return (
    <div className="stack">
      {champion ? (
        <p className="bracket-champion" data-testid="champion" data-player={champion.playerId}>
          <GameIcon name="rankings" />
          <span>{t('tournaments.champion', { name: champion.name })}</span>
        </p>
      ) : null}
      <div className="bracket" data-testid="bracket">
        {[1, 2, 3].map((stage) => {
          const matches = cut.filter((m) => m.round === tournament.swissRounds + stage);
          return (
            <section key={stage} className="bracket-round" data-testid="bracket-round" data-stage={stage}>
              <h3>{t(`tournaments.cutRound.${stage}`)}</h3>
              {matches.length > 0 ? <ul className="match-list">{matches.map((m) => <MatchRow key={m.table} match={m} />)}</ul> : <p className="small muted">{t('tournaments.bracketPending')}</p>}
            </section>
          );
        })}
      </div>
    </div>
  );
}
