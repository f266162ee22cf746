import { describe, expect, it } from 'vitest';
import { summarizeRun } from './summarizeRun';

describe('summarizeRun', () => {
  it('reads the scores, vitals and the scripts transferred, and names failing audits', () => {
    const summary = summarizeRun({
      categories: {
        performance: { score: 0.96, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
        accessibility: { score: 0.94, auditRefs: [{ id: 'link-name', weight: 7 }, { id: 'color-contrast', weight: 7 }] },
        'best-practices': { score: 1, auditRefs: [] },
      },
      audits: {
        'largest-contentful-paint': { score: 0.9, numericValue: 2100 },
        'total-blocking-time': { score: 0.95, numericValue: 120, title: 'Total Blocking Time' },
        'cumulative-layout-shift': { score: 1, numericValue: 0 },
        'link-name': { score: 0, title: 'Links do not have a discernible name' },
        'color-contrast': { score: 1 },
        'network-requests': {
          score: null,
          details: { items: [{ resourceType: 'Script', transferSize: 1000 }, { resourceType: 'Document', transferSize: 500 }, { resourceType: 'Script', transferSize: 24 }] },
        },
      },
    });
    expect(summary).toMatchObject({ performance: 0.96, accessibility: 0.94, bestPractices: 1, lcpMs: 2100, tbtMs: 120, cls: 0, scriptBytes: 1024, scriptFiles: 2 });
    expect(summary.failedAudits).toEqual(['accessibility/link-name: Links do not have a discernible name (0)']);
  });
});
