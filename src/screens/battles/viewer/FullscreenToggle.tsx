import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseFullscreen, fullscreenChosen, setFullscreen, useFullscreenAvailable } from '../../../services/telegram/fullscreen';
import { haptic } from '../../../services/telegram/haptics';

/**
 * Inside a Telegram client with fullscreen (8.0+): a toggle that runs battles in Telegram's fullscreen mode,
 * remembered for the player's next battles (and devices); the battle enters it when opened with the choice on and
 * leaves it when closed. Renders nothing elsewhere: older clients and the web keep the expanded view.
 */
export function FullscreenToggle() {
  const { t } = useTranslation('battle');
  const available = useFullscreenAvailable();
  const [on, setOn] = useState(fullscreenChosen);
  useEffect(() => {
    if (!available || !on) return;
    setFullscreen(true);
    return () => setFullscreen(false);
  }, [available, on]);
  if (!available) return null;
  return (
    <button
      type="button"
      className="control-button fullscreen-toggle"
      aria-pressed={on}
      aria-label={t('controls.fullscreen')}
      data-control="fullscreen"
      onClick={() => {
        haptic('selection');
        chooseFullscreen(!on);
        setOn(!on);
      }}
    >
      <span aria-hidden="true">⛶</span>
    </button>
  );
}
