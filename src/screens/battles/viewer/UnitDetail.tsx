import { useTranslation } from 'react-i18next';
import type { UnitSnapshot } from '../../../engine';
import { skillTiming } from '../../../contracts/replay';
import type { UnitState } from '../../../playback';
import type { BattleSides } from './battleSides';
import { turnsUntilReady } from './skillReadiness';

const STATS = ['attack', 'defense', 'magic', 'magicResistance', 'speed'] as const;

/** One unit's state at the cursor: side, level, stats, statuses with who applied them, skills and their cooldowns. */
export function UnitDetail({ unit, start, unitName, sides, titleId }: {
  unit: UnitState;
  /** The unit as the battle started (level, synergy-adjusted stats, skills). */
  start: UnitSnapshot;
  unitName(unit: number): string;
  sides: BattleSides;
  /** The heading's id, when a sheet is labelled by it. */
  titleId?: string;
}) {
  const { t } = useTranslation(['battle', 'units', 'skills', 'statuses']);
  return (
    <article className="inspector-detail" aria-live="polite" data-inspected={unit.unit}>
      <h3 id={titleId}>
        <span className={`team-badge team-${unit.team}`} aria-hidden="true">{sides.viewerTeam === null ? t(`team.short${unit.team}`) : t(unit.team === sides.viewerTeam ? 'team.shortYours' : 'team.shortEnemy')}</span>
        {unitName(unit.unit)}
      </h3>
      <p className="muted small">
        {t('inspector.summary', { level: start.level, element: t(`units:element.${unit.element}`), families: start.families.map((f) => t(`units:family.${f}`)).join(t('log.listSeparator')) })}
        {' · '}
        {unit.alive ? t('inspector.position', { x: unit.x + 1, y: unit.y + 1 }) : t('inspector.fallen')}
      </p>
      <dl className="inspector-stats">
        <div><dt>{t('inspector.health')}</dt><dd data-stat="health">{unit.health} / {unit.maxHealth}</dd></div>
        <div><dt>{t('inspector.shield')}</dt><dd data-stat="shield">{unit.shield}</dd></div>
        {STATS.map((stat) => (
          <div key={stat}><dt>{t(`inspector.stat.${stat}`)}</dt><dd data-stat={stat}>{start[stat]}</dd></div>
        ))}
        <div><dt>{t('inspector.stat.range')}</dt><dd>{start.range}</dd></div>
        <div className="wide"><dt>{t('inspector.stat.crit')}</dt><dd>{t('inspector.critValue', { chance: Math.round(start.critChance / 10), damage: Math.round(start.critDamage / 10) })}</dd></div>
      </dl>
      <h4>{t('inspector.statuses')}</h4>
      {unit.statuses.length === 0 ? (
        <p className="muted small">{t('inspector.noStatuses')}</p>
      ) : (
        <ul className="inspector-list" data-list="statuses">
          {unit.statuses.map((s, i) => (
            <li key={`${s.status}-${i}`}>
              <strong>{t(`statuses:${s.status}.name`)}</strong>
              <span className="pill">{s.remaining < 0 ? t('inspector.permanent') : t('inspector.turnsLeft', { turns: s.remaining })}</span>
              {s.points > 0 && <span className="pill">{t('inspector.shieldPoints', { points: s.points })}</span>}
              <br />
              <span className="muted small">{t(`statuses:${s.status}.description`)}</span>
              <br />
              <span className="muted small">{s.source === null ? t('inspector.fromBoard') : t('inspector.appliedBy', { unit: unitName(s.source) })}</span>
            </li>
          ))}
        </ul>
      )}
      <h4>{t('inspector.skills')}</h4>
      <ul className="inspector-list" data-list="skills">
        {start.skills.map((skill) => {
          const timing = skillTiming(skill);
          const wait = timing ? turnsUntilReady(timing, unit.turnsEnded, unit.lastCast[skill]) : 0;
          return (
            <li key={skill}>
              <strong>{t(`skills:${skill}.name`)}</strong>
              <span className={`pill${wait === 0 ? ' ready' : ''}`} data-cooldown={wait}>
                {wait === 0 ? t('inspector.ready') : t('inspector.cooldown', { turns: wait })}
              </span>
              {timing && <span className="muted small"> {t('inspector.cooldownRule', { cooldown: timing.cooldown })}</span>}
              <br />
              <span className="muted small">{t(`skills:${skill}.description`)}</span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
