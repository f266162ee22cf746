import { useTranslation } from 'react-i18next';
import { api } from '../../contracts/api';
import { useApiMutation } from '../api/useApiMutation';
import { isLanguage } from '../i18n/languages';

/**
 * POST /api/auth/email/resend: a new verification code for `email`, mailed in the language the player is
 * using now. `mutate()` sends it; `data` is the new code's timing (when another may be asked for).
 */
export function useResendCode(email: string, options: Parameters<typeof useApiMutation<typeof api.resendVerificationCode>>[1] = {}) {
  const { i18n } = useTranslation();
  const mutation = useApiMutation(api.resendVerificationCode, options);
  const language = i18n.resolvedLanguage ?? 'en';
  return { ...mutation, mutate: () => mutation.mutate({ body: { email, language: isLanguage(language) ? language : 'en' } }) };
}
