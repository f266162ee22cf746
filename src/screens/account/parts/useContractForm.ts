import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clientFieldErrors } from './clientFieldErrors';
import { fieldErrorOf, isFieldError } from './errorText';

/**
 * The state of an account form checked against its contract schema: the values, a setter per field (which
 * clears that field's problem), `check` before sending (the schema the server uses, with messages from
 * `messageKeys` in the player's language), and per field the message to show: the local problem, or the
 * server's refusal when it named that field (`serverError`). `alertError` is what goes above the form.
 */
export function useContractForm<Field extends string>(initial: Record<Field, string>, schema: z.ZodType, messageKeys: Record<Field, string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const fields = Object.keys(initial);
  return {
    values,
    set: (field: Field) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, [field]: '' }));
    },
    /** Checks `body` (the values plus what the screen adds, e.g. the language); true when it may be sent. */
    check: (body: object): boolean => {
      const found = clientFieldErrors(schema, body, messageKeys, 'account.invalid.generic');
      setProblems(found);
      return Object.keys(found).length === 0;
    },
    errorFor: (field: Field, serverError: unknown): string | undefined => (problems[field] ? t(problems[field]) : fieldErrorOf(serverError, field, t)),
    /** The server's error unless it named a field of this form (then it shows next to that field). */
    alertError: (serverError: unknown): unknown => (isFieldError(serverError, fields) ? null : serverError),
    reset: () => setValues(initial),
  };
}
