import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BattleSide } from '../../contracts/battles';
import type { FeedItem } from '../../contracts/spectate';

/** A side's name, linking to the player's page when it is a player. */
function Side({ side }: { side: BattleSide }) {
  return side.kind === 'player' && side.playerId ? <Link to={`/spectate?player=${side.playerId}`}>{side.name}</Link> : <span>{side.name}</span>;
}

/** One battle of the feed: who fought, why it is shown, its tournament round, watchers; "Watch" opens the viewer. */
export function FeedRow({ item, watchers }: { item: FeedItem; watchers: number }) {
  const { t } = useTranslation('compete');
  return (
    <li className="card feed-item" data-testid="feed-item" data-battle={item.battleId} data-kinds={item.kinds.join(' ')}>
      <div className="stack" style={{ gap: 4 }}>
        <span className="who">
          <Side side={item.attacker} /> – <Side side={item.opponent} />
        </span>
        <span className="feed-kinds">
          {item.kinds.map((k) => <span key={k} className={`compete-badge ${k}`}>{t(`spectate.kind.${k}`)}</span>)}
          {item.tournament ? <span className="small muted">{t('spectate.tournamentRound', { name: item.tournament.name, round: item.tournament.round })}</span> : null}
          {item.rating !== null ? <span className="small muted">{t('spectate.rating', { rating: item.rating })}</span> : null}
          {watchers > 0 ? <span className="small muted" data-testid="feed-watchers">{t('spectate.watchers', { count: watchers })}</span> : null}
        </span>
      </div>
      <Link className="button" to={`/battle?id=${item.battleId}`} data-testid="watch-battle">{t('spectate.watch')}</Link>
    </li>
  );
}
