import { useTranslation } from 'react-i18next';
import { useWatchBattle } from '../../../services/spectate';

/** "3 watching": counts this signed-in player as a watcher of the battle while it is open, and shows how many watch it. */
export function WatcherCount({ battleId }: { battleId: string }) {
  const { t, ready } = useTranslation('compete', { useSuspense: false });
  const count = useWatchBattle(battleId, true);
  if (count === null || !ready) return null;
  return (
    <span className="small muted watcher-count" data-testid="watcher-count" data-count={count}>
      {t('spectate.watchers', { count })}
    </span>
  );
}
