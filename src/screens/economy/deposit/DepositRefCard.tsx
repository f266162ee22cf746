import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "Copied!" shows (the spec's link-copy feedback, 1.5 s). */
const COPIED_MS = 1_500;

/** The player's deposit reference: what makes a deposit land on this account; shortened, with a copy button. */
export function DepositRefCard({ depositRef }: { depositRef: string }) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(depositRef).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <section className="card deposit-ref">
      <h2>{t('deposit.ref.title')}</h2>
      <p className="small muted">{t('deposit.ref.body')}</p>
      <div className="row">
        <code className="deposit-ref-code" title={depositRef} data-testid="deposit-ref">
          {depositRef.slice(0, 10)}…{depositRef.slice(-8)}
        </code>
        <button type="button" className="button secondary" onClick={copy}>
          {copied ? t('deposit.ref.copied') : t('deposit.ref.copy')}
        </button>
      </div>
    </section>
  );
}
