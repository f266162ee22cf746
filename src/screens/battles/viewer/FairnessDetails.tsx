import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleRecord } from '../../../contracts/battles';
import { checkFairness } from './fairnessCheck';

/**
 * How a server battle's seed was fixed, checked in this browser: the server seed's hash published before the
 * battle, the revealed seed and the client seed, and whether they give this battle's seed; plus the stored
 * event hash against the browser's re-run (null while it runs).
 */
export function FairnessDetails({ record, hash }: { record: BattleRecord; hash: string | null }) {
  const { t } = useTranslation('battle');
  const check = useMemo(() => checkFairness(record), [record]);
  const mark = (ok: boolean) => <span className={ok ? 'check ok' : 'check bad'}>{ok ? '✓' : '✗'}</span>;
  return (
    <details className="card fairness" data-testid="fairness" data-fair={String(check.commitmentHolds && check.seedDerives)}>
      <summary>{t('fair.title')}</summary>
      <dl>
        <dt>{t('fair.commitment')}</dt>
        <dd><code>{record.fairness.serverSeedHash}</code></dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd><code>{record.fairness.serverSeed}</code> {mark(check.commitmentHolds)}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd><code>{record.fairness.clientSeed === '' ? t('fair.noClientSeed') : record.fairness.clientSeed}</code></dd>
        <dt>{t('fair.seed')}</dt>
        <dd><code>{record.input.seed}</code> {mark(check.seedDerives)}</dd>
        <dt>{t('fair.storedHash')}</dt>
        <dd><code>{record.eventHash}</code> {hash === null ? <span className="muted small">{t('verify.checking')}</span> : mark(hash === record.eventHash)}</dd>
      </dl>
      <p className="small muted">{t('fair.how')}</p>
    </details>
  );
}
