import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CampaignChapterView, CampaignStageView } from '../../contracts/battles';
import { useSeedCommit } from '../../services/battles';
import { GameIcon } from '../main/GameIcon';
import { BattleLaunch } from './launch/BattleLaunch';
import { ModeScreen, type ModesData } from './launch/ModeScreen';
import { RewardList } from './RewardList';
import { StarRow } from './StarRow';

/**
 * The stage to show first: the one in the address, else the one after `after` (a won stage's "Next stage"), else
 * the first not yet cleared (the frontier), else the last.
 */
function pickStage(chapters: readonly CampaignChapterView[], wanted: string | null, after: string | null): CampaignStageView {
  const stages = chapters.flatMap((c) => c.stages);
  const next = after === null ? undefined : stages[stages.findIndex((s) => s.id === after) + 1];
  return stages.find((s) => s.id === wanted) ?? (next && next.state !== 'locked' ? next : undefined) ?? stages.find((s) => s.state === 'open') ?? stages[stages.length - 1]!;
}

/** A chapter's progress: its stars out of three per stage, and the next first-win reward still to take in it. */
function ChapterProgress({ chapter }: { chapter: CampaignChapterView }) {
  const { t } = useTranslation('firstRun');
  const stars = chapter.stages.reduce((sum, s) => sum + s.stars, 0);
  const next = chapter.stages.find((s) => s.state !== 'cleared');
  return (
    <div className="chapter-progress small" data-testid="chapter-progress">
      <span data-testid="chapter-stars">{t('campaign.chapterStars', { stars, max: chapter.stages.length * 3 })}</span>
      {next ? (
        <span data-testid="chapter-next-reward">{t('campaign.nextReward', { stage: next.id })} <RewardList rewards={next.firstClearReward} /></span>
      ) : (
        <span>{t('campaign.chapterDone')}</span>
      )}
    </div>
  );
}

function Campaign({ data }: { data: ModesData }) {
  const { t } = useTranslation('modes');
  const [params, setParams] = useSearchParams();
  const { chapters, totalStars, maxStars } = data.campaign;
  const after = params.get('after');
  const stage = pickStage(chapters, params.get('stage'), after);
  // Ready to fight (a won stage's "Next stage", the first-run guide): the chosen stage and Fight come first.
  const ready = after !== null || params.get('ready') === '1';
  const chapter = chapters.find((c) => c.chapter === stage.chapter)!;
  const terms = data.modes.find((m) => m.mode === 'campaign');
  const commit = useSeedCommit('campaign', true);
  const select = (id: string) => setParams({ stage: id }, { replace: true });
  const cleared = chapters.flatMap((c) => c.stages).filter((s) => s.state === 'cleared').length;
  const stats = (
    <div className="mode-stats">
      <div className="mode-stat"><span className="small muted">{t('campaign.stars')}</span><strong data-testid="campaign-stars">★ {totalStars}/{maxStars}</strong></div>
      <div className="mode-stat"><span className="small muted">{t('campaign.cleared')}</span><strong>{cleared}/{chapters.flatMap((c) => c.stages).length}</strong></div>
    </div>
  );
  const list = (
    <>
      <nav className="chapter-tabs" aria-label={t('campaign.chapters')}>
        {chapters.map((c) => {
          const open = c.stages.some((s) => s.state !== 'locked');
          return (
            <button key={c.chapter} type="button" className={c.chapter === chapter.chapter ? 'chapter-tab active' : 'chapter-tab'} aria-pressed={c.chapter === chapter.chapter} aria-label={t('campaign.chapter', { chapter: c.chapter, name: t(c.nameKey) })} disabled={!open} onClick={() => select(c.stages.find((s) => s.state === 'open')?.id ?? c.stages[0]!.id)}>
              {open ? c.chapter : <GameIcon name="lock" />}
            </button>
          );
        })}
      </nav>
      <section className="card chapter" aria-label={t(chapter.nameKey)}>
        <h2>{t('campaign.chapter', { chapter: chapter.chapter, name: t(chapter.nameKey) })}</h2>
        <ChapterProgress chapter={chapter} />
        <ol className="stage-grid">
          {chapter.stages.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={`stage-tile ${s.state}${s.id === stage.id ? ' selected' : ''}`}
                data-stage={s.id}
                data-state={s.state}
                aria-pressed={s.id === stage.id}
                onClick={() => select(s.id)}
              >
                <span className="stage-number">{s.state === 'locked' ? <GameIcon name="lock" /> : s.id}</span>
                <span className="stage-name small">{t(s.nameKey)}</span>
                <StarRow stars={s.stars} />
              </button>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
  const fight = (
    <>
      <section className="card stage-detail" data-testid="stage-detail" data-stage={stage.id} data-state={stage.state}>
        <h2>{t('campaign.stage', { stage: stage.id, name: t(stage.nameKey) })}</h2>
        <p className="small muted">{t('campaign.enemy', { level: stage.enemyLevel, count: stage.enemy.units.length })}</p>
      </section>
      <BattleLaunch
        mode="campaign"
        stageId={stage.id}
        opponent={stage.enemy}
        commit={commit}
        focusFight={ready}
        blocked={stage.state === 'locked' ? t('campaign.locked') : null}
        terms={{
          staminaCost: stage.staminaCost,
          winReward: stage.repeatReward,
          lossReward: terms?.lossReward ?? [],
          firstClearReward: stage.state === 'cleared' ? null : stage.firstClearReward,
        }}
      />
    </>
  );
  return ready ? <div data-ready="true">{fight}{stats}{list}</div> : <>{stats}{list}{fight}</>;
}

/** /activity-levels: the campaign's chapters and stages (locks, stars), the chosen stage's enemy, terms and odds, then Fight. */
export default function ActivityLevelsScreen() {
  return <ModeScreen mode="campaign">{(data) => <Campaign data={data} />}</ModeScreen>;
}
