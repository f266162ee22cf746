import { useId, type InputHTMLAttributes } from 'react';

/** Props of {@link TextField}: an input plus its label, an optional hint and the error shown next to it. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled form field; its error is announced and tied to the input (aria-invalid, aria-describedby). */
export function TextField({ label, value, onChange, hint, error, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field-hint muted small">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error small" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
