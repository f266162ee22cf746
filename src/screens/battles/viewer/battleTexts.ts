import i18next from 'i18next';
import { shareDriver } from '../../../services/telegram/sharing';

/** The translation namespaces the battle viewer words its screen, log, inspector, scene and luck report with. */
export const BATTLE_NAMESPACES = ['battle', 'units', 'skills', 'statuses', 'coach'] as const;

/**
 * Starts loading the viewer's namespaces at once (when the route's chunk runs), beside the battle worker and Pixi,
 * instead of when the screen first renders: then the screen's namespace and the viewer's three were two round trips,
 * one after the other, on the way to the first frame. Inside Telegram (once its shell has started) the header's share
 * button's namespace too (ReplayShare asks for it there only). Waits for i18next to start if it has not yet.
 */
export function preloadBattleTexts(): void {
  const load = () => { void i18next.loadNamespaces(shareDriver() ? [...BATTLE_NAMESPACES, 'share'] : [...BATTLE_NAMESPACES]); };
  if (i18next.isInitialized) {
    load();
    return;
  }
  const onInitialized = () => {
    i18next.off('initialized', onInitialized);
    load();
  };
  i18next.on('initialized', onInitialized);
}
