import { useTranslation } from 'react-i18next';
import { ViewerIcon } from './ViewerIcon';

/** Sound on/off (a toggle button: pressed = sound on); without `onChange` (still loading) it shows the setting, disabled. */
export function SoundToggle({ on, onChange }: { on: boolean; onChange?(on: boolean): void }) {
  const { t } = useTranslation('battle');
  return (
    <button type="button" className="control-button" aria-pressed={on} aria-label={t('controls.sound')} title={on ? t('controls.soundOn') : t('controls.soundOff')} data-control="sound" disabled={!onChange} onClick={() => onChange?.(!on)}>
      <ViewerIcon name={on ? 'soundOn' : 'soundOff'} />
    </button>
  );
}
