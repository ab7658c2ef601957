import { healthyPoll, type PollError, shouldKeepPrevious } from '../core/poll/index.ts';
import type { Settings } from '../core/settings.ts';
import type { Subscription } from '../core/subscription.ts';
import { parseRetryAfter } from '../http/parse-retry-after.ts';
import { readAntenna, type KnownAntenna, type ReadDeps } from '../reading/read-antenna.ts';
import type { AntennaStore } from '../store/types.ts';
import { pollPage } from './watch/index.ts';
import { storeWithRoom } from './store-with-room.ts';
import type { PollRegistry } from './poll-registry.ts';
import { accessRemoved, pollFailure } from './poll-failure.ts';

/** The store queries a poll makes: its records and page text, and its outcome written. */
export type PollStore = Pick<AntennaStore, 'listRecords' | 'savePollResult' | 'replaceRecords' | 'pruneStale' | 'readPageText' | 'putPageText'>;

export interface PollDeps extends ReadDeps {
  readonly store: PollStore;
  /** The polls running in this worker's life: a poll says there when it is decoding. */
  readonly polls: PollRegistry;
  /**
   * Unix seconds with their fraction: orders the moment the reader learns of an update against
   * the user's "Mark all seen" within one second.
   */
  readonly instant: () => number;
  /** A number in [0, 1) for backoff jitter. */
  readonly random: () => number;
  /** Whether the extension may fetch from the antenna's origin (host permission). */
  readonly hasAccess: (url: string) => Promise<boolean>;
}

/** How one poll ended, with the subscription as it now stands (and as it is stored). */
export type PollOutcome =
  | { readonly status: 'changed'; readonly subscription: Subscription; readonly written: number }
  | { readonly status: 'unchanged'; readonly subscription: Subscription }
  | { readonly status: 'error'; readonly subscription: Subscription; readonly error: PollError };

/** What the pipeline needs to know of a subscription to read it politely and go on. */
function knownOf(subscription: Subscription, store: PollStore): KnownAntenna {
  const firstRead = subscription.lastSuccess === null;
  return {
    validators: { etag: subscription.etag, lastModifiedHeader: subscription.lastModifiedHeader },
    contentHash: subscription.contentHash,
    display: firstRead && !subscription.keepDisplay ? null : subscription.display,
    processedArchives: subscription.processedArchives,
    pendingArchive: subscription.pendingArchive ?? null,
    firstRead,
    storedRecords: () => store.listRecords(subscription.id),
  };
}

/**
 * Polls one subscription: the reading pipeline (`readAntenna`), then the store. Every outcome
 * writes the subscription once, schedule included, so every page reads when it was last
 * checked and when it is next due from one place; a failure keeps the previous records and
 * backs off; a read antenna replaces the records in one transaction.
 */
export async function pollSubscription(subscription: Subscription, settings: Settings, deps: PollDeps): Promise<PollOutcome> {
  if (subscription.kind === 'page') return pollPage(subscription, settings, deps);
  const now = deps.now();
  const clock = { now, defaultInterval: settings.interval, random: deps.random(), schedule: { learned: settings.learnedSchedule, maxGap: settings.maxGap } };
  const failed = pollFailure(subscription, clock, deps.store);

  if (!(await deps.hasAccess(subscription.url))) {
    return failed(accessRemoved(subscription.url, now));
  }
  const onDecoding = (decoding: boolean): void => deps.polls.decoding(subscription.id, decoding);
  const read = await readAntenna(subscription.url, knownOf(subscription, deps.store), { ...deps, onDecoding }, {
    maxInflatedBytes: settings.maxInflatedBytes,
    maxDocuments: settings.maxDocumentsPerPoll,
  });
  switch (read.status) {
    case 'error':
      return failed(read.error, parseRetryAfter(read.retryAfter, now));
    case 'not-modified': {
      const next = { ...healthyPoll(subscription, { ...clock, freshFor: read.freshFor ?? null }), etag: read.validators.etag ?? subscription.etag, lastModifiedHeader: read.validators.lastModifiedHeader ?? subscription.lastModifiedHeader };
      await deps.store.savePollResult(next);
      return { status: 'unchanged', subscription: next };
    }
    case 'ok': {
      // An antenna that had sites and now lists none (a body of comments only) keeps them.
      const keep = shouldKeepPrevious(subscription.recordCount, { records: read.records.length, rejected: read.rejectedCount, firstRejection: null });
      if (keep !== null) return failed({ ...keep, at: now });
      // The learned schedule learns from this change, at the newest update the file lists.
      const newest = read.records.reduce<number | null>((top, r) => (top === null || r.lastModified > top ? r.lastModified : top), null);
      const next: Subscription = {
        ...healthyPoll(subscription, { ...clock, freshFor: read.freshFor ?? null }, { modified: newest }),
        // The file's own title, as it is now; a LIRS file has none: the link text stays.
        title: read.title ?? subscription.title,
        format: read.format,
        encoding: read.encoding,
        etag: read.validators.etag,
        lastModifiedHeader: read.validators.lastModifiedHeader,
        contentHash: read.contentHash,
        recordCount: read.records.length,
        rejectedCount: read.rejectedCount,
        display: read.display,
        processedArchives: read.processedArchives,
        pendingArchive: read.pendingArchive,
        historyWarning: read.historyWarning,
      };
      const stored = await storeWithRoom(next, read.records, settings, deps);
      if (stored === null) return failed({ kind: 'quota', message: "the browser's storage for Antenna Reader is full", params: [], at: now });
      return { status: 'changed', subscription: next, written: stored.written + stored.deleted };
    }
  }
}
