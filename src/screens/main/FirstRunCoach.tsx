import { lazy, Suspense, useEffect, useState } from 'react';
import { firstRunOver } from '../../contracts/accounts/firstRunSteps';
import { useMe } from '../../services/session/useMe';
import { rememberCardHeight, rememberedCardHeight } from './firstRunCardHeight';

const FirstRunGuide = lazy(() => import('./FirstRunGuide'));

/**
 * The lobby's first-run coach: while the account's guide is on (docs/FIRST_SESSION.md) it shows the step to do
 * next; once done or skipped it renders nothing, on every device (the step is stored on the account). The guide
 * itself is its own chunk, so a player past it never downloads it. Until the account and the chunk arrive, a player
 * whose lobby showed the card last time here gets an empty card of its height, so nothing below it moves.
 */
export function FirstRunCoach() {
  const me = useMe();
  const [reserved] = useState(rememberedCardHeight);
  const over = me.data === null || (me.data !== undefined && firstRunOver(me.data.firstRun));
  useEffect(() => { if (over) rememberCardHeight(0); }, [over]);
  const placeholder = reserved === null ? null : <section className="card first-run" aria-busy="true" style={{ minHeight: reserved }} />;
  if (me.data === undefined) return placeholder;
  if (!me.data || over) return null;
  return (
    <Suspense fallback={placeholder ?? <section className="card first-run" aria-busy="true" />}>
      <FirstRunGuide step={me.data.firstRun} fragments={me.data.balances.fragments} />
    </Suspense>
  );
}
