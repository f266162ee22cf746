import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { fight, newGuest, saveStarterTeam } from './battlesKit';
import { createTestApp, type TestApp } from './testApp';
import { testDatabaseKind } from './testDatabase';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, metricsToken: TOKEN });
});
afterAll(async () => {
  await t.close();
});

interface Scrape {
  families: PrometheusFamily[];
  text: string;
}

/** GET /metrics with the token, parsed by a Prometheus text-format parser (which throws on a malformed page). */
async function scrape(): Promise<Scrape> {
  const answer = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  const text = await answer.text();
  return { families: parsePrometheusTextFormat(text), text };
}

/** Labels of one sample line's `{a="b",…}`. */
function labelsOf(inner: string): Record<string, string> {
  return Object.fromEntries([...inner.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/**
 * Sum of a counter's samples whose labels include `labels`, read from the parsed families; for a histogram, of
 * its `_count` series, read from the page's lines (the parser folds a labelled histogram's series into one).
 */
function total(page: Scrape, name: string, labels: Record<string, string> = {}): number {
  const family = page.families.find((f) => f.name === name);
  if (!family) return 0;
  const matches = (sample: Record<string, string>) => Object.entries(labels).every(([k, v]) => sample[k] === v);
  if (family.type !== 'HISTOGRAM') return family.metrics.filter((m) => matches(m.labels ?? {})).reduce((sum, m) => sum + Number(m.value ?? 0), 0);
  let sum = 0;
  for (const line of page.text.split('\n')) {
    const sample = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (sample?.[1] === `${name}_count` && matches(labelsOf(sample[2] ?? ''))) sum += Number(sample[3]);
  }
  return sum;
}

describe(`GET /metrics on ${testDatabaseKind}`, () => {
  it('is a 404 without the token or with a wrong one', async () => {
    expect((await t.request('/metrics')).status).toBe(404);
    expect((await t.request('/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(404);
  });

  it('counts requests per route and status class, battle starts, ledger posts and refusals; process and pool metrics are there', async () => {
    const before = await scrape();
    const g = await newGuest(t);
    await saveStarterTeam(g);
    await fight(g, { mode: 'campaign', stageId: '1-1', teamSlot: 1 });
    await fight(g, { mode: 'campaign', stageId: '1-1', teamSlot: 1 });
    // Stamina recovery: affordable ones are applied, the rest refused by the ledger for want of coin.
    const spends = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => g.browser.client.call(api.recoverStamina, { body: { idempotencyKey: `metrics-spend-${i}` } })),
    );
    const refusedSpends = spends.filter((s) => s.status === 'rejected').length;
    expect(refusedSpends).toBeGreaterThan(0);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);

    expect(delta('tcg_battle_start_duration_seconds', { outcome: 'started' })).toBe(2);
    expect(delta('tcg_http_request_duration_seconds', { route: '/api/battles', method: 'POST', status: '2xx' })).toBe(2);
    expect(delta('tcg_http_request_duration_seconds', { route: '/api/economy/recover-stamina', status: '4xx' })).toBe(refusedSpends);
    expect(delta('tcg_ledger_refusals_total', { reason: 'insufficient_funds' })).toBe(refusedSpends);
    expect(delta('tcg_ledger_posts_total', { result: 'refused' })).toBe(refusedSpends);
    // The starter grant, two battle rewards at most and the affordable spends.
    expect(delta('tcg_ledger_posts_total', { result: 'applied' })).toBeGreaterThanOrEqual(12 - refusedSpends);
    // The scrape before this one is counted too, under its route pattern.
    expect(delta('tcg_http_request_duration_seconds', { route: '/metrics', status: '2xx' })).toBe(1);
    // Every query checks a connection out of the pool on PostgreSQL (PGlite has no pool).
    if (testDatabaseKind === 'postgres') expect(delta('tcg_db_pool_wait_seconds')).toBeGreaterThan(0);
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'tcg_db_pool_connections', 'tcg_db_pool_wait_seconds']) {
      expect(after.families.some((f) => f.name === name), name).toBe(true);
    }
  });
});
