import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToHomeScreen, homeScreenOfferDue, settleHomeScreenOffer } from '../../../services/telegram/homeScreen';

/**
 * After a campaign win's first clear, inside a Telegram client with home-screen shortcuts (8.0+): offers "Add to
 * home screen" once; never again once added, declined or already there. Renders nothing otherwise.
 */
export function HomeScreenOffer() {
  const { t } = useTranslation('battle');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void homeScreenOfferDue().then((due) => {
      if (!live || !due) return;
      settleHomeScreenOffer('offered');
      setShown(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <div className="message home-screen-offer" role="status" data-testid="home-screen-offer">
      <p>{t('homeScreen.text')}</p>
      <div className="row">
        <button type="button" className="button" onClick={() => { addToHomeScreen(); setShown(false); }}>{t('homeScreen.add')}</button>
        <button type="button" className="button secondary" onClick={() => { settleHomeScreenOffer('declined'); setShown(false); }}>{t('homeScreen.notNow')}</button>
      </div>
    </div>
  );
}
