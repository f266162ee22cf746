import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { leagueId } from '../../contracts/seasons/seasonEndpoints';
import './seasons.css';

/** A league's name on its colour (the league's id is its data attribute for tests and styling). */
export function LeagueBadge({ league, testId }: { league: z.infer<typeof leagueId>; testId?: string }) {
  const { t } = useTranslation('seasons');
  return <span className={`league-badge league-${league}`} data-league={league} data-testid={testId}>{t(`leagues.${league}`)}</span>;
}
