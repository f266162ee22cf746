import { useSyncExternalStore } from 'react';
import { useMe } from '../../../services/session/useMe';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** Reduced motion: the profile's setting, or the system's preference (prefers-reduced-motion). */
export function useReducedMotion(): boolean {
  const me = useMe();
  const system = useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
  return (me.data?.settings.reducedMotion ?? false) || system;
}
