import type { TFunction } from 'i18next';
import type { TournamentSummary } from '../../contracts/tournaments';

/** The tournament's custom rules in words ("Levels up to 5 · Only mages"), or "Any valid team". */
export function rulesText(rules: TournamentSummary['rules'], t: TFunction): string {
  const parts: string[] = [];
  if (rules.levelCap !== undefined) parts.push(t('compete:tournaments.rules.levelCap', { cap: rules.levelCap }));
  if (rules.family !== undefined) parts.push(t('compete:tournaments.rules.family', { family: t(`compete:tournaments.family.${rules.family}`) }));
  if (rules.bannedCards.length > 0) parts.push(t('compete:tournaments.rules.banned', { cards: rules.bannedCards.map((id) => t(`units:card.${id}.name`, { defaultValue: id })).join(', ') }));
  return parts.length > 0 ? parts.join(' · ') : t('compete:tournaments.rules.none');
}

/** Rounds a tournament plays in all (Swiss plus a top cut), once started. */
export function totalRounds(tournament: TournamentSummary): number {
  return tournament.swissRounds + (tournament.topCut ? 3 : 0);
}
