import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../contracts/api';
import { feedItem, SPECTATE_FEED_PATH, watcherCounts, type FeedItem, type WatcherCounts } from '../../contracts/spectate';
import { apiClient } from '../api/apiClient';
import { apiQuery } from '../api/apiQuery';
import { useApiMutation } from '../api/useApiMutation';

/** React Query key prefix of spectating. */
export const SPECTATE_QUERY_KEY = ['spectate'] as const;

/** Most feed items kept on screen. */
const FEED_LENGTH = 60;

/** What the live feed shows: the latest battles (newest first), watcher counts, whether the stream is connected. */
export interface LiveFeed {
  items: FeedItem[];
  watchers: WatcherCounts;
  connected: boolean;
}

/**
 * The live feed: its first page (GET /api/spectate/recent), then battles as the server decides them, over
 * Server-Sent Events. `follows` changes reconnect the stream (the server reads a client's follows when it connects).
 */
export function useLiveFeed(followsVersion: string): LiveFeed {
  const recent = useQuery({ ...apiQuery(api.recentFeed, {}, [...SPECTATE_QUERY_KEY, 'recent', followsVersion]), staleTime: 0 });
  const [live, setLive] = useState<FeedItem[]>([]);
  const [watchers, setWatchers] = useState<WatcherCounts>({});
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const source = new EventSource(SPECTATE_FEED_PATH, { withCredentials: true });
    source.addEventListener('ready', () => setConnected(true));
    source.addEventListener('battle', (event) => {
      const parsed = feedItem.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setLive((items) => [parsed.data, ...items.filter((i) => i.battleId !== parsed.data.battleId)].slice(0, FEED_LENGTH));
    });
    source.addEventListener('watchers', (event) => {
      const parsed = watcherCounts.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setWatchers(parsed.data);
    });
    source.onerror = () => setConnected(false);
    return () => {
      source.close();
      setConnected(false);
    };
  }, [followsVersion]);
  const seen = new Set(live.map((i) => i.battleId));
  const items = [...live, ...(recent.data?.items ?? []).filter((i) => !seen.has(i.battleId))].slice(0, FEED_LENGTH);
  return { items, watchers, connected };
}

/** The players the signed-in player follows. */
export function useFollows() {
  return useQuery({ ...apiQuery(api.listFollows, {}, [...SPECTATE_QUERY_KEY, 'follows']), staleTime: 10_000 });
}

/** Follow or unfollow a player; the follow list, their page and the feed follow. */
export function useFollowPlayer() {
  const client = useQueryClient();
  const onSuccess = (answer: { players: { playerId: string; name: string }[] }) => {
    client.setQueryData([...SPECTATE_QUERY_KEY, 'follows'], answer);
    void client.invalidateQueries({ queryKey: [...SPECTATE_QUERY_KEY, 'player'] });
  };
  const follow = useApiMutation(api.followPlayer, { onSuccess });
  const unfollow = useApiMutation(api.unfollowPlayer, { onSuccess });
  return { follow, unfollow };
}

/** A player's latest battles and whether the viewer follows them. */
export function usePlayerBattles(playerId: string | null) {
  return useQuery({ ...apiQuery(api.playerBattles, { params: { playerId: playerId ?? '' } }, [...SPECTATE_QUERY_KEY, 'player', playerId]), enabled: playerId !== null });
}

/** Every 20 s while a battle is open, tells the server this player watches it; the answer is its watcher count. */
export function useWatchBattle(battleId: string | null, enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!battleId || !enabled) return;
    let stopped = false;
    const controller = new AbortController();
    const beat = () =>
      apiClient.call(api.watchBattle, { params: { id: battleId } }, { signal: controller.signal }).then(
        (answer) => !stopped && setCount(answer.watchers),
        () => undefined,
      );
    void beat();
    const timer = setInterval(() => void beat(), 20_000);
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
    };
  }, [battleId, enabled]);
  return count;
}
