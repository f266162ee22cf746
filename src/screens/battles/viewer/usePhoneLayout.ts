import { useSyncExternalStore } from 'react';

/** The width under which the viewer's panels sit below the canvas and the inspector opens as a bottom sheet. */
export const PHONE_QUERY = '(max-width: 600px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True on a phone-wide viewport (follows rotation and resizes). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
