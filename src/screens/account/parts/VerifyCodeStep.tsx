import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent, SignedIn } from '../../../contracts/accounts';
import { api } from '../../../contracts/api';
import { useApiMutation } from '../../../services/api';
import { formatCountdown } from '../../../services/session/formatCountdown';
import { useResendCode } from '../../../services/session/useResendCode';
import { errorText, fieldErrorOf, isFieldError } from './errorText';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';

/** Props of {@link VerifyCodeStep}. */
export interface VerifyCodeStepProps {
  sent: CodeSent;
  onVerified: (result: SignedIn) => void;
}

/** Seconds (rounded up) until `iso`, never negative; ticks once a second while above zero. */
function useSecondsUntil(iso: string): number {
  const target = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= target) return;
    const id = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(id);
  }, [now, target]);
  return Math.max(0, target - now);
}

/**
 * The second step of email sign-up: the 6-digit code from the mail. "Send a new code" unlocks when the
 * server allows it (`resendAvailableAt`, once a minute) with a countdown until then.
 */
export function VerifyCodeStep({ sent: initial, onVerified }: VerifyCodeStepProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(initial);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | undefined>();
  const waitMs = useSecondsUntil(sent.resendAvailableAt);
  const verify = useApiMutation(api.verifyEmail, { onSuccess: onVerified });
  const resend = useResendCode(sent.email, {
    onSuccess: (next) => {
      setSent(next);
      verify.reset();
      setCode('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/[\s-]/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeProblem(t('account.invalid.code'));
      return;
    }
    setCodeProblem(undefined);
    verify.mutate({ body: { email: sent.email, code: digits } });
  };
  const codeError = codeProblem ?? fieldErrorOf(verify.error, 'code', t) ?? (verify.error && !isFieldError(verify.error, ['code']) ? errorText(verify.error, t) : undefined);
  return (
    <form className="card account-form" onSubmit={submit} noValidate data-step="code">
      <h2>{t('account.verify.title')}</h2>
      <p>{t('account.verify.sentTo', { email: sent.email })}</p>
      <div className="code-input">
        <TextField
          label={t('account.verify.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeProblem(undefined);
          }}
          hint={t('account.verify.hint')}
          error={codeError}
        />
      </div>
      <button type="submit" className="button" disabled={verify.isPending}>
        {verify.isPending ? t('account.verify.checking') : t('account.verify.submit')}
      </button>
      <button type="button" className="button secondary" disabled={waitMs > 0 || resend.isPending} onClick={() => resend.mutate()}>
        {waitMs > 0 ? t('account.verify.resendIn', { time: formatCountdown(waitMs) }) : t('account.verify.resend')}
      </button>
      {resend.isSuccess ? <p className="message ok" role="status">{t('account.verify.resent')}</p> : null}
      <FormAlert error={resend.error} />
    </form>
  );
}
