// Builders shared by the store tests and the store benchmark (never by the extension).
import type { AntennaRecord } from '../../src/core/record.ts';
import type { Subscription, SubscriptionId } from '../../src/core/subscription.ts';

export function makeRecord(url: string, patch: Partial<AntennaRecord> = {}): AntennaRecord {
  return {
    url, title: `Title of ${url}`, author: null, lastModified: 1_700_000_000, lastDetected: 1_700_000_100,
    tzOffset: 32400, contentLength: null, sourceUrl: null, checkedUrl: null, method: null, expires: null,
    extension: [], extra: {}, ...patch,
  };
}

export function makeSubscription(url: string, patch: Partial<Subscription> = {}): Subscription {
  return {
    id: url as SubscriptionId, url, title: null, format: 'lirs', encoding: 'euc-jp', interval: null,
    etag: null, lastModifiedHeader: null, contentHash: null, lastCheck: null, lastSuccess: null,
    lastError: null, consecutiveFailures: 0, nextDue: 0, recordCount: 0, rejectedCount: 0,
    added: 1_700_000_000, display: 'entries', processedArchives: [], historyWarning: null, ...patch,
  };
}

/** Counts put/delete calls per object store while `run` runs. */
export async function countWrites(run: () => Promise<unknown>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const proto = IDBObjectStore.prototype;
  const originals = { put: proto.put, delete: proto.delete, add: proto.add, clear: proto.clear };
  for (const name of ['put', 'delete', 'add', 'clear'] as const) {
    const original = originals[name] as (this: IDBObjectStore, ...args: unknown[]) => IDBRequest;
    (proto as unknown as Record<string, unknown>)[name] = function (this: IDBObjectStore, ...args: unknown[]) {
      counts.set(this.name, (counts.get(this.name) ?? 0) + 1);
      return original.apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    Object.assign(proto, originals);
  }
  return counts;
}
