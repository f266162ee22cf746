import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useRatingHistory } from '../../services/rankings';

/**
 * The player's PvP rating over time with uPlot (its own lazy chunk, so the library stays out of the entry): the
 * starting rating (0), then the rating after each battle by number; the chart follows the container's width.
 */
export default function RatingChart() {
  const { t } = useTranslation('modes');
  const history = useRatingHistory();
  const box = useRef<HTMLDivElement>(null);
  const points = history.data?.points;
  useEffect(() => {
    const el = box.current;
    if (!el || !points || points.length < 2) return;
    const style = getComputedStyle(el);
    const accent = style.getPropertyValue('--accent').trim() || '#f5c451';
    const muted = style.getPropertyValue('--muted').trim() || '#a29cc0';
    const axis = { stroke: muted, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { stroke: 'rgba(128,128,128,0.25)' } };
    // By battle number rather than time: battles come in bursts, and a time axis would squeeze them into a line.
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 200,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          { ...axis, label: t('ranks.battleAxis'), labelSize: 18, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : '')) },
          { ...axis, size: 52, values: (_u, ticks) => ticks.map((v) => String(Math.round(v))) },
        ],
        series: [{}, { label: t('ranks.rating'), stroke: accent, width: 2, fill: `color-mix(in srgb, ${accent} 18%, transparent)`, points: { show: points.length <= 40 } }],
      },
      [points.map((_p, i) => i), points.map((p) => p.rating)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 200 }));
    resize.observe(el);
    return () => { resize.disconnect(); plot.destroy(); };
  }, [points, t]);
  return (
    <section className="card" aria-label={t('ranks.chart')}>
      <h2>{t('ranks.chart')}</h2>
      {points && points.length < 2 ? <p className="small muted">{t('ranks.chartEmpty')}</p> : null}
      {/* Space is held only while loading or drawing: an empty history gets its one line, not a blank box. */}
      <div ref={box} className={points && points.length < 2 ? 'rating-chart empty' : 'rating-chart'} data-testid="rating-chart" data-points={points?.length ?? 0} />
    </section>
  );
}
