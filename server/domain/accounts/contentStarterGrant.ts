import { CARD_IDS, STARTER_CARD_IDS, STARTER_SPARE_CARD_IDS } from '../../../src/content';
import { planStarterGrant, type StarterGrantPlan } from './starterGrant';

/** The new-player start with the card set's own starter cards and spare copies (src/content `STARTER_CARD_IDS`, `STARTER_SPARE_CARD_IDS`). */
export function planContentStarterGrant(accountId: string): StarterGrantPlan {
  return planStarterGrant(accountId, STARTER_CARD_IDS, CARD_IDS, STARTER_SPARE_CARD_IDS);
}
