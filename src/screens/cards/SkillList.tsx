import { useTranslation } from 'react-i18next';
import { statusIconPath } from '../../contracts/art/artPaths';
import { cardCatalog } from '../../content';
import { skillFacts } from './skillFacts';

/** Each skill of a card: translated name and description, then its real numbers (skillFacts). */
export function SkillList({ skillIds }: { skillIds: readonly string[] }) {
  const { t } = useTranslation(['cards', 'skills', 'statuses']);
  return (
    <ul className="skill-list">
      {skillIds.map((id) => {
        const skill = cardCatalog.skills.get(id);
        if (!skill) return null;
        const statuses = skill.effects.flatMap((e) => (e.kind === 'applyStatus' || e.kind === 'createField' ? [e.status] : []));
        return (
          <li key={id} className="skill" data-skill={id}>
            <h4>{t(`skills:${id}.name`)}</h4>
            <p className="muted">{t(`skills:${id}.description`)}</p>
            <ul className="skill-facts">
              {skillFacts(skill).map((fact, i) => (
                <li key={i}>
                  {t(`cards:skill.${fact.key}`, {
                    ...fact.values,
                    status: typeof fact.values.status === 'string' ? t(`statuses:${fact.values.status}.name`) : undefined,
                    scaling: typeof fact.values.scaling === 'string' ? t(`cards:stats.${fact.values.scaling}`) : undefined,
                    damageType: typeof fact.values.damageType === 'string' ? t(`cards:damageType.${fact.values.damageType}`) : undefined,
                  })}
                </li>
              ))}
            </ul>
            {statuses.length > 0 ? (
              <ul className="status-chips">
                {[...new Set(statuses)].map((s) => (
                  <li key={s} title={t(`statuses:${s}.description`)}>
                    <img src={statusIconPath(s)} alt="" width={24} height={24} />
                    <span>
                      <strong>{t(`statuses:${s}.name`)}</strong> <span className="muted small">{t(`statuses:${s}.description`)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
