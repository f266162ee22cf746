import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_CARDS } from '../../content/catalog';
import { TOURNAMENT_SETTINGS } from '../../content/tournaments/tournamentSettings';
import { cardArtPath } from '../../contracts/art/artPaths';

const MAX = TOURNAMENT_SETTINGS.maxBannedCards;

/**
 * The create form's card ban: the chosen cards (each with its art and a way to allow it again) and, folded away,
 * the whole card set to pick from by name, at most {@link TOURNAMENT_SETTINGS.maxBannedCards} (the server's limit):
 * once that many are chosen the others cannot be picked until one is allowed again.
 */
export function CardBanPicker({ banned, onChange }: { banned: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation(['compete', 'units']);
  const [query, setQuery] = useState('');
  const name = (id: string) => t(`units:card.${id}.name`);
  const full = banned.length >= MAX;
  const wanted = query.trim().toLocaleLowerCase();
  const shown = wanted ? UNIT_CARDS.filter((card) => name(card.id).toLocaleLowerCase().includes(wanted)) : UNIT_CARDS;
  const toggle = (id: string) => onChange(banned.includes(id) ? banned.filter((b) => b !== id) : full ? [...banned] : [...banned, id]);
  return (
    <fieldset className="card-ban" data-testid="card-ban">
      <legend>{t('tournaments.bans.title', { banned: banned.length, max: MAX })}</legend>
      {banned.length === 0 ? (
        <p className="small muted">{t('tournaments.bans.none')}</p>
      ) : (
        <ul className="banned-cards" data-testid="card-ban-chosen">
          {banned.map((id) => (
            <li key={id} data-card-id={id}>
              <img src={cardArtPath(id)} alt="" width={36} height={36} />
              <span>{name(id)}</span>
              <button type="button" className="card-ban-allow" onClick={() => toggle(id)} aria-label={t('tournaments.bans.allow', { name: name(id) })}>×</button>
            </li>
          ))}
        </ul>
      )}
      <details className="card-ban-choose">
        <summary data-testid="card-ban-open">{t('tournaments.bans.choose')}</summary>
        <label className="card-ban-search">
          {t('tournaments.bans.search')}
          {/* Enter filters here; it must not submit the create form around it. */}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} data-testid="card-ban-search" />
        </label>
        {full ? <p className="small" role="status">{t('tournaments.bans.limit', { max: MAX })}</p> : null}
        <ul className="card-ban-grid">
          {shown.map((card) => {
            const chosen = banned.includes(card.id);
            return (
              <li key={card.id}>
                <button type="button" aria-pressed={chosen} disabled={full && !chosen} onClick={() => toggle(card.id)} data-card-id={card.id} className={`rarity-${card.rarity}`}>
                  <img src={cardArtPath(card.id)} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  <span>{name(card.id)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </details>
    </fieldset>
  );
}
