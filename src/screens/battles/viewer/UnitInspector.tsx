import { useTranslation } from 'react-i18next';
import type { UnitSnapshot } from '../../../engine';
import type { SceneState, UnitState } from '../../../playback';
import type { BattleSides } from './battleSides';
import { UnitDetail } from './UnitDetail';

interface UnitInspectorProps {
  /** The state at the cursor (works while paused: it is folded from the events, not read from the animation). */
  state: SceneState;
  /** Units as the battle started (levels, synergy-adjusted stats, skills). */
  roster: readonly UnitSnapshot[];
  selected: number | null;
  onSelect(unit: number): void;
  unitName(unit: number): string;
  /** Who fought: the viewer's team comes first and is badged "You". */
  sides: BattleSides;
  /** Show the picked unit under the list (false on a phone, where it opens in a sheet over the page). */
  detail: boolean;
}

function HealthBar({ unit }: { unit: UnitState }) {
  const health = (100 * unit.health) / unit.maxHealth;
  const shield = Math.min(100 - health, (100 * unit.shield) / unit.maxHealth);
  return (
    <span className="mini-health" aria-hidden="true">
      <span className={`mini-health-fill team-${unit.team}`} style={{ width: `${health}%` }} />
      {unit.shield > 0 && <span className="mini-health-shield" style={{ left: `${health}%`, width: `${Math.max(shield, 4)}%` }} />}
    </span>
  );
}

/** Every unit as a button (tap or keyboard picks one), then the picked unit's state at the cursor. */
export function UnitInspector({ state, roster, selected, onSelect, unitName, sides, detail }: UnitInspectorProps) {
  const { t } = useTranslation('battle');
  const unit = selected === null ? undefined : state.units[selected];
  const start = selected === null ? undefined : roster[selected];
  return (
    <div className="inspector">
      {[sides.left, 1 - sides.left].map((team) => (
        <div key={team} className="inspector-team" role="group" aria-label={sides.names[team]}>
          {state.units.filter((u) => u.team === team).map((u) => (
            <button
              key={u.unit}
              type="button"
              className={`inspector-unit team-${team}${u.alive ? '' : ' fallen'}${u.unit === selected ? ' selected' : ''}`}
              aria-pressed={u.unit === selected}
              data-unit={u.unit}
              onClick={() => onSelect(u.unit)}
            >
              <span className="inspector-unit-name">{unitName(u.unit)}</span>
              <HealthBar unit={u} />
            </button>
          ))}
        </div>
      ))}
      {!detail ? null : !unit || !start ? (
        <p className="muted small">{t('inspector.pick')}</p>
      ) : (
        <UnitDetail unit={unit} start={start} unitName={unitName} sides={sides} />
      )}
    </div>
  );
}
