import { lazy, Suspense } from 'react';
import { firstRunOver } from '../../contracts/accounts/firstRunSteps';
import { useMe } from '../../services/session/useMe';

const FirstRunGuide = lazy(() => import('./FirstRunGuide'));

/**
 * The lobby's first-run coach: while the account's guide is on (docs/FIRST_SESSION.md) it shows the step to do
 * next; once done or skipped it renders nothing, on every device (the step is stored on the account). The guide
 * itself is its own chunk, so a player past it never downloads it.
 */
export function FirstRunCoach() {
  const me = useMe();
  if (!me.data || firstRunOver(me.data.firstRun)) return null;
  return (
    <Suspense fallback={<section className="card first-run" aria-busy="true" />}>
      <FirstRunGuide step={me.data.firstRun} fragments={me.data.balances.fragments} />
    </Suspense>
  );
}
