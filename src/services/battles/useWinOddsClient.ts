import { useEffect, useState } from 'react';
import { createWinOddsClient, type WinOddsClient } from './winOddsClient';

/**
 * A win-odds client for as long as the component is mounted: its workers start (and warm their engine) at
 * mount, or once `start` turns true, so the first run does not pay for that, and are terminated at unmount. Null
 * until then.
 */
export function useWinOddsClient(start = true): WinOddsClient | null {
  const [client, setClient] = useState<WinOddsClient | null>(null);
  useEffect(() => {
    if (!start) return;
    const created = createWinOddsClient();
    setClient(created);
    return () => {
      created.dispose();
      setClient(null);
    };
  }, [start]);
  return client;
}
