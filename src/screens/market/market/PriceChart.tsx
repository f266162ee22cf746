import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MARKET } from '../../../content/economy/market';
import type { CardPrices } from '../../../contracts/market';
import { chartSeries } from './chartSeries';

const HEIGHT = 180;

/** `colour` at 18% opacity for the low-high band (canvas fills take hex with alpha; other forms fall back to gold). */
function translucent(colour: string): string {
  return /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}2e` : 'rgba(245, 196, 81, 0.18)';
}

/** A CSS variable of the page (the chart follows the theme, also Telegram's). */
function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * The 30-day price chart of one card (uPlot on a canvas): the daily median sale price as a line with a dot per
 * day with sales, and the day's low-high span as a band. The x axis always spans the whole window, so a single
 * sale shows where it sits in time. Default export: PricePanel loads this module lazily.
 */
export default function PriceChart({ days }: { days: CardPrices['days'] }) {
  const { t, i18n } = useTranslation('economy');
  const box = useRef<HTMLDivElement>(null);
  const lang = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const now = Date.now() / 1000;
    const series = chartSeries(days);
    const accent = cssVar('--accent', '#f5c451');
    const muted = cssVar('--muted', '#a29cc0');
    const grid = cssVar('--border', 'rgba(255,255,255,0.1)');
    const dayFormat = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const numberFormat = new Intl.NumberFormat(lang, { notation: 'compact' });
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '11px system-ui, sans-serif' };
    const plot = new uPlot(
      {
        width: Math.max(200, target.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true, range: [now - MARKET.historyDays * 86_400, now + 86_400] }, y: { range: (_u, min, max) => [Math.max(0, Math.floor(min * 0.8)), Math.ceil(max * 1.2) || 1] } },
        series: [
          {},
          { label: t('market.prices.low'), stroke: 'transparent', points: { show: false } },
          { label: t('market.prices.high'), stroke: 'transparent', points: { show: false } },
          { label: t('market.prices.medianLine'), stroke: accent, width: 2, points: { show: true, size: 9, fill: accent, stroke: accent } },
        ],
        bands: [{ series: [2, 1], fill: translucent(accent) }],
        axes: [
          { ...axis, values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))) },
          { ...axis, size: 48, values: (_u, splits) => splits.map((s) => numberFormat.format(s)) },
        ],
      },
      [series.x, series.low, series.high, series.median],
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, target.clientWidth), height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, lang, t]);
  return <div ref={box} className="price-chart" role="img" aria-label={t('market.prices.chartLabel', { days: MARKET.historyDays, n: days.length })} data-testid="price-chart" />;
}
