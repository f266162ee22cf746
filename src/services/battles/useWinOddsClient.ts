import { useEffect, useState } from 'react';
import { createWinOddsClient, type WinOddsClient } from './winOddsClient';

/**
 * A win-odds client for as long as the component is mounted: its workers start (and warm their engine) at
 * mount, so the first run does not pay for that, and are terminated at unmount. Null during the first render.
 */
export function useWinOddsClient(): WinOddsClient | null {
  const [client, setClient] = useState<WinOddsClient | null>(null);
  useEffect(() => {
    const created = createWinOddsClient();
    setClient(created);
    return () => {
      created.dispose();
      setClient(null);
    };
  }, []);
  return client;
}
