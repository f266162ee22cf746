import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardArtPath } from '../../../contracts/art/artPaths';
import { clientSeedSchema } from '../../../contracts/battles/seedSchemas';
import { serverSeedMatches } from '../../../rules/battles/seedFairness';
import { mysteryDraw } from '../../../rules/mystery/mysteryDraw';
import { useMysteryHistory, useRotateMysterySeed } from '../../../services/mystery';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { refusalText } from '../../shared/refusalText';
import '../shops/shops.css';

/**
 * /mystery-shop-recycle?view=verify: re-checks past draws in this browser. For every revealed seed pair it checks the
 * published commitment (SHA-256 of the server seed) and re-derives each draw from the seeds, nonce and pity
 * (the same mysteryDraw the server ran); the active pair is revealed by rotating it.
 */
export function MysteryVerify() {
  const { t, i18n } = useTranslation(['economy', 'units']);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const history = useMysteryHistory();
  const rotate = useRotateMysterySeed();
  const [clientSeed, setClientSeed] = useState(() => crypto.randomUUID().slice(0, 8));
  const checked = useMemo(() => {
    const data = history.data;
    if (!data) return [];
    return data.seeds.map((seed) => {
      const draws = data.draws.filter((d) => d.seedId === seed.id).sort((a, b) => a.nonce - b.nonce);
      const commitmentOk = seed.serverSeed ? serverSeedMatches(seed.serverSeed, seed.commitment) : null;
      return {
        seed,
        commitmentOk,
        draws: draws.map((d) => {
          if (!seed.serverSeed) return { draw: d, ok: null };
          const again = mysteryDraw(data.box, seed.serverSeed, seed.clientSeed, d.nonce, d.pityBefore);
          return { draw: d, ok: again.cardId === d.cardId && again.rarity === d.rarity && commitmentOk === true };
        }),
      };
    });
  }, [history.data]);
  if (history.isError) return <ApiErrorMessage error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <p className="loading">{t('economy:mystery.loading')}</p>;
  const seedOk = clientSeedSchema.min(1).safeParse(clientSeed).success;
  return (
    <>
      <h1>{t('economy:mystery.verify.title')}</h1>
      <p className="muted">{t('economy:mystery.verify.intro')}</p>
      <section className="card stack">
        <h2>{t('economy:mystery.verify.rotateTitle')}</h2>
        <p className="small muted">{t('economy:mystery.verify.rotateExplain')}</p>
        <label className="stack">
          <span>{t('economy:mystery.verify.newClientSeed')}</span>
          <input className="shop-input" value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.target.value)} />
        </label>
        {rotate.isError ? <p className="message error" role="alert">{refusalText(rotate.error, t, ['economy:mystery', 'ui'])}</p> : null}
        <button type="button" className="button" disabled={!seedOk || rotate.isPending} onClick={() => rotate.mutate({ body: { clientSeed } })}>
          {t('economy:mystery.verify.rotate')}
        </button>
      </section>
      {checked.length === 0 ? <p className="muted">{t('economy:mystery.verify.none')}</p> : null}
      {checked.map(({ seed, commitmentOk, draws }) => (
        <section key={seed.id} className="card fairness stack" data-testid="seed-pair" data-revealed={seed.serverSeed ? 'yes' : 'no'}>
          <h2>{seed.revealedAt ? t('economy:mystery.verify.revealedPair', { date: when.format(new Date(seed.revealedAt)) }) : t('economy:mystery.verify.activePair')}</h2>
          <dl>
            <dt>{t('economy:mystery.fair.commitment')}</dt>
            <dd><code>{seed.commitment}</code></dd>
            <dt>{t('economy:mystery.verify.serverSeed')}</dt>
            <dd>{seed.serverSeed ? <code>{seed.serverSeed}</code> : t('economy:mystery.verify.hidden')}</dd>
            <dt>{t('economy:mystery.fair.clientSeed')}</dt>
            <dd><code>{seed.clientSeed}</code></dd>
          </dl>
          {commitmentOk !== null ? (
            <p className={commitmentOk ? 'message ok' : 'message error'} data-testid="commitment-check">
              {commitmentOk ? t('economy:mystery.verify.commitmentOk') : t('economy:mystery.verify.commitmentBad')}
            </p>
          ) : null}
          {draws.length > 0 ? (
            <ul className="verify-list">
              {draws.map(({ draw, ok }) => (
                <li key={draw.id} data-testid="verified-draw" data-verdict={ok === null ? 'pending' : ok ? 'ok' : 'bad'}>
                  <img src={cardArtPath(draw.cardId)} alt="" width={32} height={32} />
                  <span>
                    #{draw.nonce} <strong>{t(`units:card.${draw.cardId}.name`)}</strong> <span className="small muted">{t(`units:rarity.${draw.rarity}`)}</span>
                  </span>
                  <span className={ok === null ? 'verdict small muted' : ok ? 'verdict ok' : 'verdict bad'}>
                    {ok === null ? t('economy:mystery.verify.waiting') : ok ? t('economy:mystery.verify.ok') : t('economy:mystery.verify.bad')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="small muted">{t('economy:mystery.verify.noDraws')}</p>
          )}
        </section>
      ))}
      <Link className="button secondary" to="/mystery-shop-recycle">
        {t('economy:mystery.verify.back')}
      </Link>
    </>
  );
}
