import { LegalDocument } from '../shared/LegalDocument';

/** /terms: the terms of service. */
export default function TermsScreen() {
  return <LegalDocument document="terms" />;
}
