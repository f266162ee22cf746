import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearLog, logEntries, subscribeLog } from '../../services/debug/appLog';

/** The on-screen log console of debug mode (Telegram start parameter `debug`): every console line, live. */
export function DebugConsole() {
  const { t } = useTranslation('ui', { useSuspense: false });
  const entries = useSyncExternalStore(subscribeLog, logEntries);
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button type="button" className="button secondary debug-toggle" onClick={() => setOpen(true)}>
        {t('debug.show', 'Debug')}
      </button>
    );
  }
  return (
    <section className="debug-console" aria-label={t('debug.title', 'Debug console')} data-testid="debug-console">
      <header>
        <strong>{t('debug.title', 'Debug console')}</strong>
        <button type="button" className="button secondary" onClick={clearLog}>{t('debug.clear', 'Clear')}</button>
        <button type="button" className="button secondary" onClick={() => setOpen(false)}>{t('debug.hide', 'Hide')}</button>
      </header>
      <ol>
        {entries.length === 0 ? <li className="muted">{t('debug.empty', 'No log lines yet.')}</li> : null}
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level}>
            {(entry.at / 1000).toFixed(2)}s {entry.message}
          </li>
        ))}
      </ol>
    </section>
  );
}
