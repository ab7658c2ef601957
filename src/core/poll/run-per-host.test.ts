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

  /** A clock that moves only when a task takes time or a lane waits: no real time passes. */
  function fakeTime() {
    let now = 0;
    const log: { host: string; start: number; end: number }[] = [];
    return {
      nowMs: () => now,
      sleep: (ms: number) => {
        now += ms;
        return Promise.resolve();
      },
      /** A task that takes `ms` of the fake clock, logged per host. */
      async take(host: string, ms: number): Promise<void> {
        const start = now;
        await Promise.resolve();
        now += ms;
        log.push({ host, start, end: now });
      },
      log,
    };
  }

  it('leaves at least the gap between the end of one answer and the next request to the same host', async () => {
    const time = fakeTime();
    const items = Array.from({ length: 12 }, (_, i) => i);
    await runPerHost(items, () => 'small.example.jp', 4, (i) => time.take('small.example.jp', 10 + (i % 3) * 100), {
      gapMs: 1000,
      nowMs: time.nowMs,
      sleep: time.sleep,
    });
    expect(time.log).toHaveLength(12);
    const gaps = time.log.slice(1).map((entry, i) => entry.start - (time.log[i]?.end ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
  });

  it('asks other hosts while one rests between its requests', async () => {
    const time = fakeTime();
    const items = ['a', 'a', 'a', 'b', 'c', 'd', 'e'];
    await runPerHost(items, (host) => host, 2, (host) => time.take(host, 50), { gapMs: 1000, nowMs: time.nowMs, sleep: time.sleep });
    // The four single hosts are done before host a's second request is due.
    const secondOfA = time.log.filter((entry) => entry.host === 'a')[1];
    expect(time.log.filter((entry) => entry.host !== 'a').every((entry) => entry.end <= (secondOfA?.start ?? 0))).toBe(true);
  });

  it('asks a host that answered 429 or 503 nothing more in the run, and says which were skipped', async () => {
    const asked: string[] = [];
    const items = ['a/1', 'a/2', 'a/3', 'b/1', 'b/2'];
    const results = await runPerHost(
      items,
      (item) => item.split('/')[0] ?? '',
      4,
      (item) => {
        asked.push(item);
        return Promise.resolve(item === 'a/1' ? 503 : 200);
      },
      { gapMs: 0, nowMs: () => 0, sleep: () => Promise.resolve(), stopsHost: (status) => status === 429 || status === 503 },
    );
    expect(asked).toEqual(['a/1', 'b/1', 'b/2']);
    expect(results.map((result) => (result.ok ? result.value : result.skipped === true ? 'skipped' : 'error'))).toEqual([503, 'skipped', 'skipped', 200, 200]);
  });
});
