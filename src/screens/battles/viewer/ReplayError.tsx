import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SetupProblem } from './battleSetup';

/** Why this battle cannot be shown, in the player's language, with the way back and a battle that works. */
export function ReplayError({ problem, params }: { problem: SetupProblem; params?: Record<string, number> }) {
  const { t } = useTranslation('battle');
  return (
    <section className="card stack replay-error" role="alert" data-problem={problem}>
      <h1>{t('errors.title')}</h1>
      <p>{t(`errors.${problem}`, params)}</p>
      <p className="row">
        <Link className="button" to="/main">{t('errors.back')}</Link>
        <Link className="button secondary" to="/battle?watch=random">{t('watch.random')}</Link>
      </p>
    </section>
  );
}
