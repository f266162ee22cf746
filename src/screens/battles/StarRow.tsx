import { useTranslation } from 'react-i18next';

/** A campaign stage's stars (0–3) as three stars, filled up to `stars`, with the count for screen readers. */
export function StarRow({ stars, className = '' }: { stars: number; className?: string }) {
  const { t } = useTranslation('modes');
  return (
    <span className={`star-row ${className}`} role="img" aria-label={t('stars', { count: stars })} data-stars={stars}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= stars ? 'star on' : 'star'} aria-hidden="true">★</span>
      ))}
    </span>
  );
}
