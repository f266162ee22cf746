import { createBattleSound, type BattleSound } from '../replay/battleSound';
import { getPlayerSettings, subscribePlayerSettings } from '../settings/playerSettings';
import type { SoundEffect } from './soundCatalog';

let player: BattleSound | null = null;

/**
 * Plays an effect outside a battle (a reward landing, a star, a card revealed), following the sound switch and
 * volume; silent before the player's first tap like every sound.
 */
export function playUiSound(effect: SoundEffect): void {
  if (!player) {
    const settings = getPlayerSettings();
    const created = createBattleSound(settings.soundOn, settings.soundVolume);
    subscribePlayerSettings((next) => {
      created.setEnabled(next.soundOn);
      created.setVolume(next.soundVolume);
    });
    created.prepare();
    player = created;
  }
  player.play(effect);
}
