import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import logoUrl from '../../../assets/logo.svg';
import { playUrlForHost } from '../../services/site/siteSet';

const FEATURES = ['collect', 'build', 'battle', 'trade'] as const;

/** / on the public site: what the game is, and a Play button into the app. */
export default function HomeScreen() {
  const { t } = useTranslation('homepage');
  const playUrl = playUrlForHost(window.location.host, window.location.protocol);
  const play = t('hero.play');
  // "Watch a battle" plays in the app (on a public host, the app host): a visitor sees the game without signing in.
  const watchUrl = playUrl.startsWith('/') ? '/battle?watch=random' : `${playUrl}battle?watch=random`;
  return (
    <>
      <section className="hero">
        <img className="logo" src={logoUrl} alt="" width={96} height={96} />
        <h1>{t('hero.title')}</h1>
        <p className="tagline">{t('hero.tagline')}</p>
        <p>{t('hero.body')}</p>
        {playUrl.startsWith('/') ? (
          <Link className="button big" to={playUrl}>{play}</Link>
        ) : (
          <a className="button big" href={playUrl}>{play}</a>
        )}
        <p style={{ marginTop: 12 }}>
          {watchUrl.startsWith('/') ? (
            <Link className="button secondary" to={watchUrl} data-watch-battle>{t('hero.watch')}</Link>
          ) : (
            <a className="button secondary" href={watchUrl} data-watch-battle>{t('hero.watch')}</a>
          )}
        </p>
        <p className="muted small" style={{ marginTop: 12 }}>{t('hero.telegram')}</p>
      </section>
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
