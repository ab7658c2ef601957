/** What became of one item: its task's value or error, or `skipped` (its host asked for rest). */
export type HostTaskResult<R> = { ok: true; value: R } | { ok: false; error: unknown; skipped?: true };

/** How politely each host is asked. Without it, a host's next task starts as soon as one ends. */
export interface HostPace<R> {
  /** Least time between the end of one task and the start of the next for the same host (ms). */
  readonly gapMs: number;
  /** A clock in milliseconds (only differences are used) and a wait, passed in: core keeps no clock. */
  readonly nowMs: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /** The host asked to be left alone (a 429 or 503): its items not yet begun are skipped. */
  readonly stopsHost?: (value: R) => boolean;
}

interface HostQueue {
  readonly items: readonly number[];
  next: number;
  busy: boolean;
  readyAt: number;
}

/**
 * Runs one task per item, politely: at most `limit` at once, never two for the same host at
 * once, at least `pace.gapMs` between the end of one and the start of the next for the same
 * host (a lane whose host rests takes another host meanwhile), and none more for a host once
 * it asked to be left alone (`pace.stopsHost`). Results come back in the order of `items`; a
 * task that throws gives its error as the result's `error`, never stopping the others.
 *
 * @example
 * await runPerHost(subscriptions, (s) => new URL(s.url).host, 4, (s) => poll(s), { gapMs: 1000, nowMs, sleep })
 */
export async function runPerHost<T, R>(
  items: readonly T[],
  hostOf: (item: T) => string,
  limit: number,
  task: (item: T) => Promise<R>,
  pace?: HostPace<R>,
): Promise<HostTaskResult<R>[]> {
  const results: HostTaskResult<R>[] = new Array(items.length);
  const byHost = new Map<string, number[]>();
  items.forEach((item, index) => {
    const host = hostOf(item);
    const queue = byHost.get(host);
    if (queue) queue.push(index);
    else byHost.set(host, [index]);
  });
  const queues: HostQueue[] = [...byHost.values()].map((indexes) => ({ items: indexes, next: 0, busy: false, readyAt: -Infinity }));
  const gapMs = pace?.gapMs ?? 0;
  const nowMs = pace?.nowMs ?? (() => 0);

  const runOne = async (queue: HostQueue): Promise<void> => {
    const index = queue.items[queue.next++] as number;
    queue.busy = true;
    try {
      const value = await task(items[index] as T);
      results[index] = { ok: true, value };
      if (pace?.stopsHost?.(value) === true) {
        for (const rest of queue.items.slice(queue.next)) results[rest] = { ok: false, error: new Error('the host asked to be left alone'), skipped: true };
        queue.next = queue.items.length;
      }
    } catch (error) {
      results[index] = { ok: false, error };
    } finally {
      queue.busy = false;
      queue.readyAt = nowMs() + gapMs;
    }
  };

  // `limit` lanes; each takes the next host that is free and rested, so one host is never
  // asked twice at once, and a lane waits only when every host with work left is resting.
  const lane = async (): Promise<void> => {
    for (;;) {
      const now = nowMs();
      let ready: HostQueue | null = null;
      let soonest = Infinity;
      for (const queue of queues) {
        if (queue.busy || queue.next >= queue.items.length) continue;
        if (queue.readyAt <= now) {
          ready = queue;
          break;
        }
        soonest = Math.min(soonest, queue.readyAt);
      }
      if (ready !== null) await runOne(ready);
      // Nothing free: what is left belongs to hosts busy in another lane, which carries them on.
      else if (soonest === Infinity) return;
      else await (pace?.sleep ?? (() => Promise.resolve()))(soonest - now);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, queues.length)) }, lane));
  return results;
}
