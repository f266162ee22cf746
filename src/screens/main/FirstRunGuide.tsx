import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FIRST_RUN_ORDER, type FirstRunStep } from '../../contracts/accounts/firstRunSteps';
import { teamSynergies } from '../../rules/teams/teamSynergies';
import { useAdvanceFirstRun } from '../../services/session/useAdvanceFirstRun';
import { useTeams } from '../../services/teams';
import { activeTeam } from './activeTeam';
import { rememberCardHeight } from './firstRunCardHeight';
import './firstRun.css';

/** The guide's steps a player works through (the last, `reward`, is read and finished). */
const STEPS: readonly FirstRunStep[] = FIRST_RUN_ORDER.filter((s) => s !== 'done');

/** Where each step's main button leads. */
const ACTION: Partial<Record<FirstRunStep, string>> = {
  fight: '/activity-levels?stage=1-1&ready=1',
  place: '/my-team?guide=place',
  refight: '/activity-levels?ready=1',
};

/**
 * The first-run guide's card: which step of four, what to do and why, one button to do it, and Skip. The placement
 * step names the synergies the player's own team has active; the reward step says what the fragments now buy.
 * Battles and team saves move the guide on by themselves (the server sees them); Finish and Skip are the player's.
 */
export default function FirstRunGuide({ step, fragments }: { step: FirstRunStep; fragments: number }) {
  const { t } = useTranslation(['firstRun', 'units']);
  const navigate = useNavigate();
  const advance = useAdvanceFirstRun();
  const teams = useTeams();
  const team = teams.data ? activeTeam(teams.data.teams) : null;
  const synergies = useMemo(() => (team ? teamSynergies(team.units).filter((s) => s.level > 0) : []), [team]);
  const index = STEPS.indexOf(step);
  const finish = (to?: string) => advance.mutate({ body: { step: 'done' } }, { onSuccess: () => { if (to) navigate(to); } });
  const action = ACTION[step];
  // Its height as drawn, for the next load's reserved place (FirstRunCoach).
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    // Now, as first drawn (a reload can come before the observer's first report), then on every change.
    rememberCardHeight(element.getBoundingClientRect().height);
    const observer = new ResizeObserver(() => rememberCardHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={card} className="card first-run" data-testid="first-run" data-step={step} aria-labelledby="first-run-title">
      <div className="first-run-head">
        <span className="small muted">{t('progress', { step: index + 1, steps: STEPS.length })}</span>
        <button type="button" className="link-button small" data-testid="first-run-skip" disabled={advance.isPending} onClick={() => advance.mutate({ body: { step: 'skipped' } })}>
          {t('skip')}
        </button>
      </div>
      <ol className="first-run-dots" aria-hidden="true">
        {STEPS.map((s, i) => <li key={s} className={i < index ? 'done' : i === index ? 'current' : ''} />)}
      </ol>
      <h2 id="first-run-title">{t(`${step}.title`)}</h2>
      <p>{t(`${step}.body`)}</p>
      {step === 'place' ? (
        <ul className="first-run-tips small">
          <li data-testid="first-run-synergy">
            {synergies.length > 0
              ? t('place.synergy', { names: synergies.map((s) => `${t(`units:synergy.${s.synergy}.name`)} ${s.level}`).join(', '), example: t(`units:synergy.${synergies[0]!.synergy}.description`) })
              : t('place.synergyNone')}
          </li>
          <li>{t('place.rows')}</li>
        </ul>
      ) : null}
      {step === 'reward' ? <p className="first-run-fragments" data-testid="first-run-fragments">{t('reward.fragments', { count: fragments })}</p> : null}
      <div className="row first-run-actions">
        {action ? (
          <Link className="button" to={action} data-testid="first-run-action">{t(`${step}.action`)}</Link>
        ) : (
          <>
            <button type="button" className="button" data-testid="first-run-action" disabled={advance.isPending} onClick={() => finish('/mystery-shop-recycle')}>{t('reward.action')}</button>
            <button type="button" className="button secondary" data-testid="first-run-finish" disabled={advance.isPending} onClick={() => finish()}>{t('reward.finish')}</button>
          </>
        )}
      </div>
    </section>
  );
}
