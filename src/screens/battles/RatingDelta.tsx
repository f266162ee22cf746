import { useTranslation } from 'react-i18next';
import type { RatingChange } from '../../contracts/battles';

/** A rating change as "1,012 (+12)", green up and red down. */
export function RatingDelta({ change }: { change: RatingChange }) {
  const { i18n } = useTranslation();
  const plain = new Intl.NumberFormat(i18n.resolvedLanguage);
  const signed = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'exceptZero' });
  return (
    <span className={`rating-delta ${change.change > 0 ? 'up' : change.change < 0 ? 'down' : 'same'}`} data-change={change.change}>
      {plain.format(change.after)} <strong>({signed.format(change.change)})</strong>
    </span>
  );
}
