import { useEffect } from 'react';
import { setBaseMusic } from '../services/audio/musicPlayer';

/** The menus' music loop from the first tap on (a battle switches to its own while it shows). Renders nothing. */
export function MenuMusic() {
  useEffect(() => setBaseMusic('menu'), []);
  return null;
}
