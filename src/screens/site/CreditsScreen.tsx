import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../contracts/art/artPaths';

/** Portraits shown on the credits page as an example of the credited icons. */
const SAMPLES = ['iron_recruit', 'phoenix', 'nightmare', 'aegis_seraph'];

/**
 * /credits (linked from /setting and /terms): the authors and licence of the icons the generated art is made
 * from (game-icons.net, CC BY 3.0, which requires this attribution).
 */
export default function CreditsScreen() {
  const { t } = useTranslation('cards');
  return (
    <article className="card stack">
      <h1>{t('credits.title')}</h1>
      <p>{t('credits.intro')}</p>
      <div className="row" aria-hidden="true">
        {SAMPLES.map((id) => (
          <img key={id} src={cardArtPath(id)} alt="" width={64} height={64} style={{ borderRadius: 10 }} />
        ))}
      </div>
      <p>{t('credits.icons')}</p>
      <p className="muted">{t('credits.license')}</p>
      <p className="row">
        <a href="https://game-icons.net" rel="noopener noreferrer" target="_blank">
          {t('credits.source')}
        </a>
        <a href="https://creativecommons.org/licenses/by/3.0/" rel="noopener noreferrer license" target="_blank">
          {t('credits.licenseLink')}
        </a>
      </p>
    </article>
  );
}
