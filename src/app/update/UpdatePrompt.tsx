import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateStore } from '../../services/update/updateStore';

/** "New version available. Update now?" with an Update button, then the "Updating..." overlay (SPEC §4). */
export function UpdatePrompt() {
  const { t } = useTranslation('ui', { useSuspense: false });
  const messageId = useId();
  const phase = useUpdateStore((state) => state.phase);
  const accept = useUpdateStore((state) => state.accept);
  if (phase === 'available') {
    return (
      // An alertdialog needs a name: the prompt's own sentence.
      <div className="update-prompt" role="alertdialog" aria-live="polite" aria-labelledby={messageId}>
        <span id={messageId}>{t('update.available', 'New version available. Update now?')}</span>
        <button type="button" className="button" onClick={accept}>
          {t('update.update', 'Update')}
        </button>
      </div>
    );
  }
  if (phase === 'updating') {
    return (
      <div className="overlay" role="status">
        <div className="spinner" />
        <p>{t('update.updating', 'Updating...')}</p>
      </div>
    );
  }
  return null;
}
