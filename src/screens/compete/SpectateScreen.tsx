import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import type { FeedKind } from '../../contracts/spectate';
import { useMe } from '../../services/session/useMe';
import { useFollows, useLiveFeed } from '../../services/spectate';
import { GameIcon } from '../main/GameIcon';
import { FeedRow } from './FeedRow';
import { PlayerBattles } from './PlayerBattles';
import './compete.css';

const FILTERS = ['all', 'top', 'tournament', 'followed'] as const;

/**
 * /spectate: the live feed of battles as the server decides them (top-rated duels, tournament rounds, followed
 * players), with watcher counts; `?player=` shows one player's latest battles and follows them.
 */
export default function SpectateScreen() {
  const { t } = useTranslation(['compete', 'ui']);
  const [params] = useSearchParams();
  const player = z.string().uuid().safeParse(params.get('player'));
  const me = useMe();
  const follows = useFollows();
  const followsVersion = (follows.data?.players ?? []).map((p) => p.playerId).join(',');
  const feed = useLiveFeed(followsVersion);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const items = filter === 'all' ? feed.items : feed.items.filter((i) => i.kinds.includes(filter as FeedKind));
  return (
    <div className="compete-screen">
      <div className="mode-hero">
        <GameIcon name="battle" />
        <div>
          {/* The feed's state sits beside the title: under the filters it wrapped alone onto a line of its own on a phone. */}
          <div className="spectate-title">
            <h1>{t('ui:routes.spectate')}</h1>
            {player.success ? null : (
              <span className={`compete-badge ${feed.connected ? 'live' : ''}`} data-testid="feed-state" data-connected={feed.connected}>{feed.connected ? t('spectate.live') : t('spectate.offline')}</span>
            )}
          </div>
          <p className="small muted">{t('spectate.about')}</p>
        </div>
      </div>
      {player.success ? (
        <PlayerBattles playerId={player.data} myId={me.data?.account.id ?? null} />
      ) : (
        <>
          <section className="card stack">
            <h2>{t('spectate.follows')}</h2>
            {(follows.data?.players.length ?? 0) === 0 ? (
              <p className="small muted">{t('spectate.noFollows')}</p>
            ) : (
              <ul className="follow-list">
                {follows.data!.players.map((p) => <li key={p.playerId}><Link className="compete-badge" to={`/spectate?player=${p.playerId}`}>{p.name}</Link></li>)}
              </ul>
            )}
          </section>
          <div className="compete-tabs" role="group" aria-label={t('ui:routes.spectate')}>
            {FILTERS.map((key) => <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)}>{t(`spectate.filters.${key}`)}</button>)}
          </div>
          {items.length === 0 ? <p className="muted">{t('spectate.empty')}</p> : <ul className="match-list" data-testid="feed">{items.map((i) => <FeedRow key={i.battleId} item={i} watchers={feed.watchers[i.battleId] ?? 0} />)}</ul>}
        </>
      )}
    </div>
  );
}
