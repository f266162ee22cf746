import { useEffect } from 'react';
import { holdClosingConfirmation } from './gestures';
import { haptic } from './haptics';

/** The part of a mutation (TanStack Query) a committing press is followed by. */
export interface CommitState {
  isPending: boolean;
  isError: boolean;
}

/**
 * Telegram's feedback for a press that commits something (Fight, Buy, List, Level up): an impact when the request
 * goes out, closing confirmation while it is in flight (closing mid-purchase leaves the player unsure whether it
 * went through), and an error buzz when it is refused. Nothing outside Telegram.
 */
export function useCommitFeedback({ isPending, isError }: CommitState): void {
  useEffect(() => {
    if (!isPending) return;
    haptic('impact');
    return holdClosingConfirmation();
  }, [isPending]);
  useEffect(() => {
    if (isError) haptic('error');
  }, [isError]);
}
