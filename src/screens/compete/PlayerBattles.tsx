import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFollowPlayer, usePlayerBattles } from '../../services/spectate';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { refusalText } from '../shared/refusalText';
import { FeedRow } from './FeedRow';

/** A player's page in the feed: follow or unfollow them, and their latest battles. */
export function PlayerBattles({ playerId, myId }: { playerId: string; myId: string | null }) {
  const { t } = useTranslation(['compete', 'ui']);
  const battles = usePlayerBattles(playerId);
  const { follow, unfollow } = useFollowPlayer();
  if (battles.isError) return <ApiErrorMessage error={battles.error} onRetry={() => void battles.refetch()} />;
  if (!battles.data) return <p className="loading">{t('ui:app.loading')}</p>;
  const data = battles.data;
  const busy = follow.isPending || unfollow.isPending;
  return (
    <section className="stack" data-testid="player-battles">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2>{data.name}</h2>
        {myId !== null && myId !== playerId ? (
          data.followed ? (
            <button type="button" className="button secondary" disabled={busy} onClick={() => unfollow.mutate({ params: { playerId } })} data-testid="unfollow">{t('spectate.unfollow')}</button>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => follow.mutate({ params: { playerId } })} data-testid="follow">{t('spectate.follow')}</button>
          )
        ) : null}
      </div>
      {follow.isError ? <p className="message error" role="alert">{refusalText(follow.error, t, ['compete:spectate'])}</p> : null}
      <h3>{t('spectate.latest')}</h3>
      {data.items.length === 0 ? <p className="muted">{t('spectate.noBattles')}</p> : <ul className="match-list">{data.items.map((i) => <FeedRow key={i.battleId} item={i} watchers={0} />)}</ul>}
      <Link to="/spectate">{t('spectate.back')}</Link>
    </section>
  );
}
