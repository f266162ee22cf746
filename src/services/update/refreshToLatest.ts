import { useUpdateStore } from './updateStore';

/**
 * What "Refresh page" on an error screen does: reload, or, when a new version is installed and waiting, take it. A
 * plain reload of a page whose old version still controls it is served that old version again by its worker, and
 * the error (most often a file the deploy removed) comes back; taking the update reloads once into the new one.
 */
export function refreshToLatest(reload: () => void = () => window.location.reload()): void {
  const { phase, accept } = useUpdateStore.getState();
  if (phase === 'available') accept();
  else if (phase !== 'updating') reload();
}
