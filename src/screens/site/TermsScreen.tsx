import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LegalDocument } from '../shared/LegalDocument';

/** /terms: the terms of service, and the credits of the art's licensed icons. */
export default function TermsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <LegalDocument document="terms" />
      <p>
        <Link to="/credits">{t('routes.credits')}</Link>
      </p>
    </>
  );
}
