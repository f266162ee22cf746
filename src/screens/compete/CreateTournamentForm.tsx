import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tournamentFamily, type TournamentFamily as Family } from '../../contracts/tournaments';
import { useCreateTournament } from '../../services/tournaments';
import { refusalText } from '../shared/refusalText';
import { CardBanPicker } from './CardBanPicker';

/** Creates a private tournament (name, size, start, fee, top cut, level cap, family, banned cards), then opens it with its invite code. */
export function CreateTournamentForm() {
  const { t } = useTranslation(['compete', 'ui']);
  const navigate = useNavigate();
  const create = useCreateTournament();
  const [name, setName] = useState('');
  const [maxPlayers, setMaxPlayers] = useState(8);
  const [startsIn, setStartsIn] = useState(30);
  const [fee, setFee] = useState(0);
  const [topCut, setTopCut] = useState(false);
  const [levelCap, setLevelCap] = useState('');
  const [family, setFamily] = useState<Family | ''>('');
  const [banned, setBanned] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create
      .create({
        name,
        maxPlayers,
        startsInMinutes: startsIn,
        entryFee: fee,
        topCut,
        rules: { bannedCards: banned, ...(levelCap ? { levelCap: Number(levelCap) } : {}), ...(family ? { family } : {}) },
      })
      .then((answer) => navigate(`/tournament?id=${answer.tournament.id}`))
      .catch(() => undefined);
  };
  return (
    <section className="card stack">
      <h2>{t('tournaments.create.title')}</h2>
      <form className="compete-form" onSubmit={submit}>
        <label>{t('tournaments.create.name')}<input required minLength={3} maxLength={40} value={name} onChange={(e) => setName(e.target.value)} data-testid="create-name" /></label>
        <label>{t('tournaments.create.maxPlayers')}<input type="number" min={4} max={64} value={maxPlayers} onChange={(e) => setMaxPlayers(Number(e.target.value))} /></label>
        <label>{t('tournaments.create.startsIn')}<input type="number" min={5} max={10080} value={startsIn} onChange={(e) => setStartsIn(Number(e.target.value))} /></label>
        <label>{t('tournaments.create.fee')}<input type="number" min={0} max={10000} value={fee} onChange={(e) => setFee(Number(e.target.value))} /></label>
        <label>{t('tournaments.create.levelCap')}<input type="number" min={1} max={30} value={levelCap} placeholder={t('tournaments.create.any')} onChange={(e) => setLevelCap(e.target.value)} /></label>
        <label>
          {t('tournaments.create.family')}
          <select value={family} onChange={(e) => setFamily(e.target.value as Family | '')}>
            <option value="">{t('tournaments.create.any')}</option>
            {tournamentFamily.options.map((f) => <option key={f} value={f}>{t(`tournaments.family.${f}`)}</option>)}
          </select>
        </label>
        <label className="check"><input type="checkbox" checked={topCut} onChange={(e) => setTopCut(e.target.checked)} />{t('tournaments.create.topCut')}</label>
        <CardBanPicker banned={banned} onChange={setBanned} />
        <button type="submit" className="button" disabled={create.isPending}>{t('tournaments.create.button')}</button>
      </form>
      {create.isError ? <p className="message error" role="alert">{refusalText(create.error, t, ['compete:tournaments'])}</p> : null}
    </section>
  );
}
