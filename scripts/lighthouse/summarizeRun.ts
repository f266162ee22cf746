/** The parts of a Lighthouse result (LHR) the benchmark reads; kept structural so a test can build one. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; title?: string; scoreDisplayMode?: string; details?: unknown } | undefined>;
}

/** One run's figures: category scores (0..1), the three vitals, and the JavaScript transferred on the load. */
export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed) of every script the page fetched during the load. */
  scriptBytes: number;
  scriptFiles: number;
  /** "id: title" of each failing accessibility or best-practices audit (what to fix), and weak perf audits. */
  failedAudits: string[];
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
}

function networkRequests(details: unknown): NetworkRequestItem[] {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items as NetworkRequestItem[];
}

/** Reduces a Lighthouse result to the figures `npm run lighthouse` prints. */
export function summarizeRun(lhr: LighthouseResultLike): RunSummary {
  const score = (category: string) => lhr.categories[category]?.score ?? 0;
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const scripts = networkRequests(lhr.audits['network-requests']?.details).filter((item) => item.resourceType === 'Script');
  const failedAudits: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'performance']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (audit.score < (category === 'performance' ? 0.9 : 1)) failedAudits.push(`${category}/${ref.id}: ${audit.title ?? ''} (${audit.score})`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    failedAudits,
  };
}
