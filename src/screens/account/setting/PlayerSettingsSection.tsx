import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTLE_SPEEDS } from '../../../contracts/accounts/account';
import { changePlayerSettings, usePlayerSettings, type PlayerSettings } from '../../../services/settings/playerSettings';
import { haptic } from '../../../services/telegram/haptics';

/** A switch with its volume slider (disabled while switched off). */
function SwitchWithVolume({ label, name, on, volume, onKey, volumeKey }: {
  label: string;
  name: string;
  on: boolean;
  volume: number;
  onKey: 'soundOn' | 'musicOn';
  volumeKey: 'soundVolume' | 'musicVolume';
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <div className="setting-row">
      <label className="toggle">
        <input type="checkbox" name={name} checked={on} onChange={(event) => changePlayerSettings({ [onKey]: event.target.checked })} />
        {label}
      </label>
      <label className="volume" htmlFor={id}>
        <span className="sr-only">{t('volumeOf', { what: label })}</span>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          disabled={!on}
          name={volumeKey}
          aria-valuetext={t('percent', { value: volume })}
          onChange={(event) => changePlayerSettings({ [volumeKey]: Number(event.target.value) } as Partial<PlayerSettings>)}
        />
        <span className="volume-value" aria-hidden="true">{t('percent', { value: volume })}</span>
      </label>
    </div>
  );
}

/**
 * Sound and music (each on/off with a volume), haptics and the battle speed: applied at once and remembered in
 * this browser, on the account when signed in, and in Telegram's CloudStorage inside Telegram.
 */
export function PlayerSettingsSection() {
  const { t } = useTranslation('settings');
  const settings = usePlayerSettings();
  return (
    <section className="card stack player-settings" aria-labelledby="player-settings-title" data-testid="player-settings">
      <h2 id="player-settings-title">{t('title')}</h2>
      <SwitchWithVolume label={t('sound')} name="soundOn" on={settings.soundOn} volume={settings.soundVolume} onKey="soundOn" volumeKey="soundVolume" />
      <SwitchWithVolume label={t('music')} name="musicOn" on={settings.musicOn} volume={settings.musicVolume} onKey="musicOn" volumeKey="musicVolume" />
      <label className="toggle">
        <input
          type="checkbox"
          name="hapticsOn"
          checked={settings.hapticsOn}
          onChange={(event) => {
            changePlayerSettings({ hapticsOn: event.target.checked });
            haptic('selection');
          }}
        />
        {t('haptics')}
      </label>
      <p className="muted small">{t('hapticsHint')}</p>
      <fieldset className="setting-speed">
        <legend>{t('speed')}</legend>
        <div className="segmented" role="radiogroup" aria-label={t('speed')}>
          {BATTLE_SPEEDS.map((speed) => (
            <label key={speed} className={settings.battleSpeed === speed ? 'segment selected' : 'segment'}>
              <input type="radio" name="battleSpeed" value={speed} checked={settings.battleSpeed === speed} onChange={() => changePlayerSettings({ battleSpeed: speed })} />
              {t('speedValue', { speed })}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
