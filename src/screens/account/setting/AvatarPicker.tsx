import { useTranslation } from 'react-i18next';
import { PlayerAvatar } from '../../shared/PlayerAvatar';
import { FormAlert } from '../parts/FormAlert';
import { useUpdateProfile } from '../../../services/session/useUpdateProfile';

interface CardName {
  id: string;
  name: string;
}

/** The card set as the units namespace names it (ui may not import src/content; the server re-checks ids). */
function useCardNames(): CardName[] {
  const { t } = useTranslation('units');
  const raw: unknown = t('card', { returnObjects: true });
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([id, value]) => {
    const name = value && typeof value === 'object' && 'name' in value ? String((value as { name: unknown }).name) : null;
    return name ? [{ id, name }] : [];
  });
}

/** Avatar = one card of the set, shown by its portrait (or the default initial). The choice is saved at once. */
export function AvatarPicker({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const cards = useCardNames();
  const update = useUpdateProfile();
  const choose = (avatarCardId: string | null) => update.mutate({ avatarCardId });
  return (
    <div className="stack">
      <h3>{t('setting.avatar')}</h3>
      <div className="avatar-grid" role="group" aria-label={t('setting.avatar')}>
        <button type="button" className="avatar-option" aria-pressed={current === null} onClick={() => choose(null)}>
          <span className="avatar" aria-hidden="true">?</span>
          {t('setting.defaultAvatar')}
        </button>
        {cards.map((card) => (
          <button
            key={card.id}
            type="button"
            className="avatar-option"
            data-card={card.id}
            aria-pressed={current === card.id}
            onClick={() => choose(card.id)}
          >
            <PlayerAvatar cardId={card.id} name={card.name} size={56} />
            {card.name}
          </button>
        ))}
      </div>
      <FormAlert error={update.error} />
    </div>
  );
}
