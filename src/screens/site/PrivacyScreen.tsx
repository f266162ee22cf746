import { LegalDocument } from '../shared/LegalDocument';

/** /privacy: the privacy policy. */
export default function PrivacyScreen() {
  return <LegalDocument document="privacy" />;
}
