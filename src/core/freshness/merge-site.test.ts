import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeSite } from './merge-site.ts';
import type { AntennaRecord } from '../record.ts';
import type { SubscriptionId } from '../subscription.ts';

const a = 'http://a.example/antenna/' as SubscriptionId;
const b = 'http://b.example/antenna/' as SubscriptionId;
const c = 'http://c.example/antenna/' as SubscriptionId;

function record(patch: Partial<AntennaRecord> = {}): AntennaRecord {
  return {
    url: 'http://site.example/', title: 'Site', author: null, lastModified: 1000, lastDetected: 2000,
    tzOffset: 32400, contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null,
    extension: [], extra: {}, ...patch,
  };
}

describe('mergeSite', () => {
  it('gives null for no candidates', () => {
    expect(mergeSite('http://site.example/', [])).toBeNull();
  });

  it('takes the record reporting the newest update whole (hina-di §12: never mixes fields)', () => {
    const newer = record({ lastModified: 900, lastDetected: 100, title: 'New title', author: 'A' });
    const later = record({ lastModified: 50, lastDetected: 200, title: null, author: null });
    const site = mergeSite('k', [
      { subscriptionId: a, record: newer },
      { subscriptionId: b, record: later },
    ]);
    expect(site?.record).toBe(newer);
    expect(site?.from).toBe(a);
  });

  it('shows the newest update even when another antenna checked later (the newest word wins)', () => {
    const now = 10_000;
    const site = mergeSite('k', [
      { subscriptionId: a, record: record({ lastModified: now - 80 * 60, lastDetected: now - 600 }) },
      { subscriptionId: b, record: record({ lastModified: now - 90 * 60, lastDetected: now - 60 }) },
    ]);
    expect(site?.record.lastModified).toBe(now - 80 * 60);
    expect(site?.sources).toEqual([a, b]);
  });

  it('takes its freshness from the newest check any antenna made', () => {
    const site = mergeSite('k', [
      { subscriptionId: a, record: record({ lastModified: 500, lastDetected: 600 }) },
      { subscriptionId: b, record: record({ lastModified: 400, lastDetected: 9000 }) },
      { subscriptionId: c, record: record({ lastModified: 300, lastDetected: 700 }) },
    ]);
    expect(site?.from).toBe(a);
    expect(site?.checked).toBe(9000);
    expect(site?.record.lastDetected).toBe(600);
  });

  it('breaks a lastModified tie by the newest lastDetected', () => {
    const site = mergeSite('k', [
      { subscriptionId: a, record: record({ lastDetected: 10 }) },
      { subscriptionId: b, record: record({ lastDetected: 20 }) },
    ]);
    expect(site?.from).toBe(b);
  });

  it('breaks a full tie by the smallest subscription id, whatever the order', () => {
    const first = mergeSite('k', [
      { subscriptionId: b, record: record() },
      { subscriptionId: a, record: record() },
    ]);
    expect(first?.from).toBe(a);
  });

  it('lists every reporting subscription once, sorted', () => {
    const site = mergeSite('k', [
      { subscriptionId: c, record: record() },
      { subscriptionId: a, record: record() },
      { subscriptionId: c, record: record() },
    ]);
    expect(site?.sources).toEqual([a, c]);
    expect(site?.key).toBe('k');
  });

  it('does not depend on the order of the candidates', () => {
    const arb = fc.array(
      fc.record({
        subscriptionId: fc.constantFrom(a, b, c),
        lastDetected: fc.integer({ min: 0, max: 3 }),
        lastModified: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        // One report per subscription, as the store holds them.
        const unique = [...new Map(rows.map((r) => [r.subscriptionId, r])).values()];
        const candidates = unique.map((r) => ({
          subscriptionId: r.subscriptionId,
          record: record({ lastDetected: r.lastDetected, lastModified: r.lastModified }),
        }));
        const forward = mergeSite('k', candidates);
        const backward = mergeSite('k', [...candidates].reverse());
        expect(backward?.from).toBe(forward?.from);
        expect(backward?.record).toBe(forward?.record);
        expect(backward?.checked).toBe(forward?.checked);
        // No report is newer than the one shown.
        expect(candidates.every((c) => c.record.lastModified <= forward!.record.lastModified)).toBe(true);
      }),
    );
  });
});
