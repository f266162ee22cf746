import { useEffect } from 'react';
import { whenAudioUnlocked } from '../services/audio/audioOutput';

/**
 * The menus' music loop from the first tap on (a battle switches to its own while it shows). The player is loaded
 * only then: a page nobody taps never downloads it. Renders nothing.
 */
export function MenuMusic() {
  useEffect(() => whenAudioUnlocked(() => void import('../services/audio/musicPlayer').then(({ setBaseMusic }) => setBaseMusic('menu'))), []);
  return null;
}
