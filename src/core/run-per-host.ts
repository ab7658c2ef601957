/**
 * Runs one task per item, politely: at most `limit` at once, and never two for the same host
 * at once. Results come back in the order of `items`; a task that throws gives its error as
 * the result's `error`, never stopping the others.
 *
 * @example
 * await runPerHost(subscriptions, (s) => new URL(s.url).host, 4, (s) => poll(s))
 */
export async function runPerHost<T, R>(
  items: readonly T[],
  hostOf: (item: T) => string,
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<({ ok: true; value: R } | { ok: false; error: unknown })[]> {
  const results: ({ ok: true; value: R } | { ok: false; error: unknown })[] = new Array(items.length);
  const queues = new Map<string, number[]>();
  items.forEach((item, index) => {
    const host = hostOf(item);
    const queue = queues.get(host);
    if (queue) queue.push(index);
    else queues.set(host, [index]);
  });
  const waiting = [...queues.values()];
  const runQueue = async (queue: number[]): Promise<void> => {
    for (const index of queue) {
      try {
        results[index] = { ok: true, value: await task(items[index] as T) };
      } catch (error) {
        results[index] = { ok: false, error };
      }
    }
  };
  // `limit` lanes; each lane takes whole host queues, so one host is never fetched twice at once.
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, waiting.length)) }, async () => {
    for (let queue = waiting.shift(); queue; queue = waiting.shift()) await runQueue(queue);
  });
  await Promise.all(lanes);
  return results;
}
