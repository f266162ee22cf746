import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useJoinTournament } from '../../services/tournaments';
import { refusalText } from '../shared/refusalText';
import { TeamSlotSelect, useFirstTeamSlot } from './TeamSlotSelect';

/** Joins a private tournament by its invite code with a saved team, then opens it. */
export function JoinByCode() {
  const { t } = useTranslation(['compete', 'ui']);
  const navigate = useNavigate();
  const join = useJoinTournament();
  const [code, setCode] = useState('');
  const [slot, setSlot] = useFirstTeamSlot();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slot === null) return;
    void join.mutateAsync({ body: { inviteCode: code.trim().toUpperCase(), teamSlot: slot } }).then((answer) => navigate(`/tournament?id=${answer.tournament.id}`)).catch(() => undefined);
  };
  return (
    <section className="card stack">
      <h2>{t('tournaments.join.byCode')}</h2>
      <form className="compete-form" onSubmit={submit}>
        <label>{t('tournaments.join.code')}<input required pattern="[A-HJ-NP-Za-hj-np-z2-9]{8}" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} data-testid="invite-code" /></label>
        <TeamSlotSelect slot={slot} onChange={setSlot} />
        <button type="submit" className="button secondary" disabled={join.isPending || slot === null}>{t('tournaments.join.find')}</button>
      </form>
      {join.isError ? <p className="message error" role="alert">{refusalText(join.error, t, ['compete:tournaments'])}</p> : null}
    </section>
  );
}
