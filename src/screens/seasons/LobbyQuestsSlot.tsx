import { lazy, Suspense } from 'react';
import './lobbyQuestsSlot.css';

const LobbyQuests = lazy(() => import('./LobbyQuests'));

/** The lobby's place for the daily quests: its height is held from the first paint while the card and its texts load. */
export function LobbyQuestsSlot() {
  return (
    <Suspense fallback={<section className="card lobby-quests" aria-busy="true" />}>
      <LobbyQuests />
    </Suspense>
  );
}
