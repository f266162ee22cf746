import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '../../contracts/tournaments';

/** Each round's committed server seed hash, and the seed once the round is played (anyone can check the two). */
export function SeedsList({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('compete');
  return (
    <section className="card stack">
      <p className="small muted">{t('tournaments.seedsAbout')}</p>
      <ul className="match-list">
        {tournament.seeds.map((s) => (
          <li key={s.round} className="match-row" style={{ display: 'grid' }}>
            <strong>{t('tournaments.round', { round: s.round })}</strong>
            <span className="seed-hash">SHA-256 {s.serverSeedHash}</span>
            <span className="seed-hash">{s.serverSeed ?? t('tournaments.seedHidden')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
