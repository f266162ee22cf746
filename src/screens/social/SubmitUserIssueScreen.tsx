import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EconomyIcon } from '../economy/conversions/EconomyIcon';
import { MyReports } from './report/MyReports';
import { ReportForm } from './report/ReportForm';
import '../economy/conversions/conversions.css';
import './report/report.css';

/**
 * /submit-user-issue (signed-in players; /submit-user-issue?battle=<id> from a battle): send the team a report
 * (category, text, optional screenshot, the app version and the battle id), then follow its status below.
 */
export default function SubmitUserIssueScreen() {
  const { t } = useTranslation('economy');
  const [params] = useSearchParams();
  const battle = params.get('battle');
  const battleId = battle && /^[A-Za-z0-9_:-]{1,100}$/.test(battle) ? battle : null;
  return (
    <div className="report-screen">
      <header className="convert-hero">
        <div className="convert-emblem" aria-hidden="true">
          <EconomyIcon name="bug" className="from" />
        </div>
        <h1>{t('report.title')}</h1>
        <p className="muted">{t('report.intro')}</p>
      </header>
      <ReportForm battleId={battleId} />
      <MyReports />
    </div>
  );
}
