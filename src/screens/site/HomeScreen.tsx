import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import battleShot from '../../../assets/home/battle.jpg';
import logoUrl from '../../../assets/logo.svg';
import { playUrlForHost } from '../../services/site/siteSet';
import { PlayButton } from './PlayButton';
import './home.css';

const FEATURES = ['collect', 'build', 'battle', 'trade'] as const;

/**
 * / on the public site: the game itself above the fold (a real battle, as the game draws it) with one Play button
 * that starts a guest at once, then what the game is.
 */
export default function HomeScreen() {
  const { t } = useTranslation('homepage');
  const playUrl = playUrlForHost(window.location.host, window.location.protocol);
  // "Watch a battle" plays in the app (on a public host, the app host): a visitor sees the game without signing in.
  const watchUrl = playUrl.startsWith('/') ? '/battle?watch=random' : `${playUrl}battle?watch=random`;
  return (
    <>
      <section className="hero home-hero">
        <div className="home-brand">
          <img className="logo" src={logoUrl} alt="" width={56} height={56} />
          <h1>{t('hero.title')}</h1>
        </div>
        <p className="tagline">{t('hero.tagline')}</p>
        <figure className="home-shot">
          <img src={battleShot} alt={t('start.shotAlt')} width={716} height={430} data-testid="home-shot" />
        </figure>
        <PlayButton playUrl={playUrl} />
        <p className="home-watch">
          {watchUrl.startsWith('/') ? (
            <Link className="button secondary" to={watchUrl} data-watch-battle>{t('hero.watch')}</Link>
          ) : (
            <a className="button secondary" href={watchUrl} data-watch-battle>{t('hero.watch')}</a>
          )}
        </p>
        <p className="muted small">{t('hero.telegram')}</p>
      </section>
      <p>{t('hero.body')}</p>
      <h2>{t('features.title')}</h2>
      <div className="features">
        {FEATURES.map((key) => (
          <section key={key} className="card feature">
            <h3>{t(`features.${key}.title`)}</h3>
            <p>{t(`features.${key}.body`)}</p>
          </section>
        ))}
      </div>
      {/* No separator character: on a phone the links wrap and a dot would dangle at the line's end. */}
      <p className="row" style={{ columnGap: 24 }}>
        <Link to="/notices">{t('links.notices')}</Link>
        <Link to="/whitelist">{t('links.whitelist')}</Link>
      </p>
    </>
  );
}
