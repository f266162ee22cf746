/** One labelled filter drop-down: an "all" choice and one per value, each worded by `word`. */
export function FilterSelect<V extends string>({
  label,
  value,
  values,
  allLabel,
  word,
  onChange,
}: {
  label: string;
  value: V | 'all';
  values: readonly V[];
  /** Text of the "no filter" choice; omitted for a select that always has a value (the sort). */
  allLabel?: string;
  word: (value: V) => string;
  onChange: (value: V | 'all') => void;
}) {
  return (
    <label>
      <span className="sr-only">{label}</span>
      <select value={value} aria-label={label} onChange={(e) => onChange(e.target.value as V | 'all')}>
        {allLabel === undefined ? null : <option value="all">{allLabel}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {word(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
