import type { TFunction } from 'i18next';
import type { TournamentSummary } from '../../contracts/tournaments';

/**
 * The tournament's custom rules in words ("Levels up to 5 · Only mages"), or "Any valid team". With `bansApart` the
 * banned cards are left out (the tournament's page shows them with their art), and a tournament whose only rule is a
 * ban answers '' (nothing to add to that list).
 */
export function rulesText(rules: TournamentSummary['rules'], t: TFunction, options: { bansApart?: boolean } = {}): string {
  const parts: string[] = [];
  if (rules.levelCap !== undefined) parts.push(t('compete:tournaments.rules.levelCap', { cap: rules.levelCap }));
  if (rules.family !== undefined) parts.push(t('compete:tournaments.rules.family', { family: t(`compete:tournaments.family.${rules.family}`) }));
  const banned = rules.bannedCards.length > 0;
  if (banned && !options.bansApart) parts.push(t('compete:tournaments.rules.banned', { cards: rules.bannedCards.map((id) => t(`units:card.${id}.name`, { defaultValue: id })).join(', ') }));
  if (parts.length > 0) return parts.join(' · ');
  return banned ? '' : t('compete:tournaments.rules.none');
}

/** Rounds a tournament plays in all (Swiss plus a top cut), once started. */
export function totalRounds(tournament: TournamentSummary): number {
  return tournament.swissRounds + (tournament.topCut ? 3 : 0);
}
