import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import type { MysteryDrawRecord } from '../../../contracts/mystery/mysteryEndpoints';

/** The card a draw gave, flipped in with a glow by rarity, with the nonce that made it. */
export function DrawReveal({ draw }: { draw: MysteryDrawRecord }) {
  const { t } = useTranslation(['economy', 'units']);
  return (
    <section className={`card reveal rarity-${draw.rarity}`} role="status" data-testid="draw-result" data-card-id={draw.cardId} data-rarity={draw.rarity}>
      <img src={cardArtPath(draw.cardId)} alt="" width={96} height={96} />
      <div>
        <p className="small muted">{t('economy:mystery.result.title')}</p>
        <h2>{t(`units:card.${draw.cardId}.name`)}</h2>
        <p>
          <span className={`rarity-dot ${draw.rarity}`} aria-hidden="true" />
          {t(`units:rarity.${draw.rarity}`)} · {t('economy:mystery.result.nonce', { nonce: draw.nonce })}
        </p>
      </div>
    </section>
  );
}
