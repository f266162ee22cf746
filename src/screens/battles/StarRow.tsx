import { useTranslation } from 'react-i18next';

/**
 * A campaign stage's stars (0–3) as three stars, filled up to `stars`, with the count for screen readers. With
 * `popped`, only that many of the earned stars are lit yet, each popping in as it lights (the result's celebration).
 */
export function StarRow({ stars, popped = stars, className = '' }: { stars: number; popped?: number; className?: string }) {
  const { t } = useTranslation('modes');
  const lit = Math.min(stars, popped);
  return (
    <span className={`star-row ${className}`} role="img" aria-label={t('stars', { count: stars })} data-stars={stars} data-popped={lit}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= lit ? (popped < stars || n <= popped ? 'star on popped' : 'star on') : 'star'} aria-hidden="true">★</span>
      ))}
    </span>
  );
}
