import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SCREENSHOT_BYTES, reportCategory, type ReportCategory, type UserReport } from '../../../contracts/reports';
import { isApiError } from '../../../services/api/apiError';
import { readScreenshot, useSubmitReport, type PickedScreenshot, type ScreenshotProblem } from '../../../services/reports';
import { BUILD_ID } from '../../../services/update/buildId';
import { EconomyIcon } from '../../economy/conversions/EconomyIcon';
import { refusalText } from '../../shared/refusalText';

/** Where the report refusals are worded (economy:report.refusals.<reason>). */
const REPORT_REFUSALS = ['economy:report'] as const;

/** Shortest and longest description the server accepts (src/contracts/reports). */
const TEXT_LIMITS = { min: 10, max: 2000 } as const;

/** The report form: category chips, description with a counter, an optional screenshot with its preview, send. */
export function ReportForm({ battleId }: { battleId: string | null }) {
  const { t, i18n } = useTranslation(['economy', 'ui']);
  const [category, setCategory] = useState<ReportCategory>(battleId ? 'battle' : 'bug');
  const [text, setText] = useState('');
  const [shot, setShot] = useState<PickedScreenshot | null>(null);
  const [shotProblem, setShotProblem] = useState<ScreenshotProblem | null>(null);
  const [withBattle, setWithBattle] = useState(battleId !== null);
  const [sent, setSent] = useState<UserReport | null>(null);
  // Bumped to clear the file input (its picked file cannot be unset otherwise) after a report was sent.
  const [fileInput, setFileInput] = useState(0);
  const submit = useSubmitReport((report) => {
    setSent(report);
    setText('');
    setShot(null);
    setFileInput((n) => n + 1);
  });
  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.previewUrl) : undefined), [shot]);

  const length = text.trim().length;
  const tooShort = length < TEXT_LIMITS.min;
  const error = submit.error;
  const field = isApiError(error) ? error.field : undefined;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);

  const pickFile = async (file: File | undefined) => {
    setShotProblem(null);
    setShot(null);
    if (!file) return;
    const picked = await readScreenshot(file);
    if (typeof picked === 'string') setShotProblem(picked);
    else setShot(picked);
  };
  const send = () =>
    submit.mutate({
      body: {
        category,
        text: text.trim(),
        appVersion: BUILD_ID,
        ...(withBattle && battleId ? { battleId } : {}),
        ...(shot ? { screenshot: shot.base64 } : {}),
      },
    });

  return (
    <section className="card stack report-form" aria-labelledby="report-form-title">
      <h2 id="report-form-title">{t('report.formTitle')}</h2>
      {sent ? (
        <p className="message ok report-sent" role="status" data-testid="report-sent">
          <EconomyIcon name="scroll" /> {t('report.sent', { id: sent.id })}
        </p>
      ) : null}

      <fieldset className="report-categories">
        <legend>{t('report.category')}</legend>
        {reportCategory.options.map((c) => (
          <label key={c} className={`report-chip ${category === c ? 'chosen' : ''}`}>
            <input type="radio" name="report-category" value={c} checked={category === c} onChange={() => setCategory(c)} />
            {t(`report.categories.${c}`)}
          </label>
        ))}
      </fieldset>
      {field === 'category' ? <p className="field-error small">{refusalText(error, t)}</p> : null}

      <div className="field">
        <label htmlFor="report-text">{t('report.text')}</label>
        <textarea
          id="report-text"
          rows={5}
          maxLength={TEXT_LIMITS.max}
          value={text}
          placeholder={t('report.textPlaceholder')}
          aria-invalid={field === 'text' ? true : undefined}
          aria-describedby="report-text-hint"
          onChange={(event) => {
            setText(event.target.value);
            setSent(null);
          }}
        />
        <p id="report-text-hint" className={`small ${field === 'text' ? 'field-error' : 'muted'}`}>
          {field === 'text'
            ? refusalText(error, t)
            : tooShort
              ? t('report.textShort', { count: TEXT_LIMITS.min - length })
              : t('report.textCount', { n: number.format(length), max: number.format(TEXT_LIMITS.max) })}
        </p>
      </div>

      <div className="field report-shot">
        <label htmlFor="report-screenshot">
          <EconomyIcon name="camera" /> {t('report.screenshot', { maxKb: number.format(MAX_SCREENSHOT_BYTES / 1024) })}
        </label>
        <input key={fileInput} id="report-screenshot" type="file" accept="image/png,image/jpeg,image/webp" onChange={(event) => void pickFile(event.target.files?.[0])} />
        {shot ? (
          <div className="report-preview">
            <img src={shot.previewUrl} alt={t('report.screenshotPreview')} />
            <span className="small muted">
              {shot.name} · {number.format(Math.ceil(shot.bytes / 1024))} KB
            </span>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setShot(null);
                setFileInput((n) => n + 1);
              }}
            >
              {t('report.removeScreenshot')}
            </button>
          </div>
        ) : null}
        {shotProblem ? (
          <p className="field-error small" role="alert">
            {t(`report.screenshotProblems.${shotProblem}`, { maxKb: number.format(MAX_SCREENSHOT_BYTES / 1024) })}
          </p>
        ) : null}
        {field === 'screenshot' ? (
          <p className="field-error small" role="alert">
            {refusalText(error, t, REPORT_REFUSALS)}
          </p>
        ) : null}
      </div>

      {battleId ? (
        <label className="report-battle">
          <input type="checkbox" checked={withBattle} onChange={(event) => setWithBattle(event.target.checked)} />
          {t('report.battle', { id: battleId })}
        </label>
      ) : null}
      <p className="small muted" data-testid="report-version">
        {t('report.version', { version: BUILD_ID })}
      </p>

      {error && (!field || !['text', 'category', 'screenshot'].includes(field)) ? (
        <p className="message error" role="alert">
          {refusalText(error, t, REPORT_REFUSALS)}
        </p>
      ) : null}
      <button type="button" className="button big" disabled={tooShort || submit.isPending} onClick={send}>
        {submit.isPending ? t('report.sending') : t('report.send')}
      </button>
    </section>
  );
}

