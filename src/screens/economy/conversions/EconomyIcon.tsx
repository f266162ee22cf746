import { ECONOMY_ICONS, type EconomyIconName } from './economyIcons';

/** One economy icon (a currency, the convert or burn mark), decorative: the text beside it names it. */
export function EconomyIcon({ name, className = '' }: { name: EconomyIconName; className?: string }) {
  return (
    <svg
      className={`economy-icon economy-icon-${name} ${className}`.trim()}
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: ECONOMY_ICONS[name] }}
    />
  );
}
