import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import type { MysteryDrawRecord } from '../../../contracts/mystery/mysteryEndpoints';
import { playUiSound } from '../../../services/audio/uiSound';

/**
 * The card a draw gave, turned over from its back (a card flip) into a glow by rarity, with the nonce that made
 * it; a shimmer sounds as it turns (with the sound on).
 */
export function DrawReveal({ draw }: { draw: MysteryDrawRecord }) {
  const { t } = useTranslation(['economy', 'units']);
  useEffect(() => playUiSound('reveal'), [draw.nonce]);
  return (
    <section className={`card reveal rarity-${draw.rarity}`} role="status" data-testid="draw-result" data-card-id={draw.cardId} data-rarity={draw.rarity}>
      <div className="flip-card" key={draw.nonce}>
        <div className="flip-inner">
          <div className="flip-back" aria-hidden="true" />
          <img className="flip-front" src={cardArtPath(draw.cardId)} alt="" width={96} height={96} />
        </div>
      </div>
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
