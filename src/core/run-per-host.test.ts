import { describe, expect, it } from 'vitest';
import { runPerHost } from './run-per-host.ts';

describe('runPerHost', () => {
  it('never runs more than the limit at once, nor two for one host', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ host: `h${i % 7}`, i }));
    let inFlight = 0;
    let most = 0;
    const perHost = new Map<string, number>();
    const results = await runPerHost(items, (item) => item.host, 4, async (item) => {
      inFlight++;
      most = Math.max(most, inFlight);
      perHost.set(item.host, (perHost.get(item.host) ?? 0) + 1);
      expect(perHost.get(item.host)).toBe(1);
      await new Promise((done) => setTimeout(done, 1 + (item.i % 3)));
      perHost.set(item.host, (perHost.get(item.host) ?? 0) - 1);
      inFlight--;
      return item.i;
    });
    expect(most).toBe(4);
    expect(results.map((r) => (r.ok ? r.value : -1))).toEqual(items.map((item) => item.i));
  });

  it('keeps going when one task throws', async () => {
    const results = await runPerHost([1, 2, 3], String, 2, async (n) => {
      if (n === 2) throw new Error('boom');
      return n * 10;
    });
    expect(results[0]).toEqual({ ok: true, value: 10 });
    expect(results[1]?.ok).toBe(false);
    expect(results[2]).toEqual({ ok: true, value: 30 });
  });
});
