import { nextDue } from '../core/next-due.ts';
import { parseRetryAfter } from '../http/parse-retry-after.ts';
import type { Settings } from '../core/settings.ts';
import type { PollError, Subscription } from '../core/subscription.ts';
import { boundRecord } from '../core/bound-record.ts';
import { collapseFeed, defaultDisplay } from '../core/display-mode.ts';
import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError, type DecodedAntenna } from '../formats/types.ts';
import { createDocumentFetcher } from '../reading/fetch-document.ts';
import { followFeedHistory } from '../reading/follow-feed-history.ts';
import type { AntennaStore, ReplaceOutcome } from '../store/types.ts';
import type { AntennaRecord } from '../core/record.ts';
import { fetchAntenna, type FetchDeps, type FetchLimits, defaultFetchLimits } from '../reading/fetch-antenna.ts';

export interface PollDeps extends FetchDeps {
  readonly store: AntennaStore;
  /** A number in [0, 1) for backoff jitter. */
  readonly random: () => number;
  /** SHA-256 of the body, hex: an unchanged body writes nothing. */
  readonly sha256: (bytes: Uint8Array) => Promise<string>;
  /** Whether the extension may fetch from the antenna's origin (host permission). */
  readonly hasAccess: (url: string) => Promise<boolean>;
  readonly limits?: FetchLimits;
}

/** How one poll ended, with the subscription as it now stands. */
export type PollOutcome =
  | { readonly status: 'changed'; readonly subscription: Subscription; readonly written: number }
  | { readonly status: 'unchanged'; readonly subscription: Subscription }
  | { readonly status: 'error'; readonly subscription: Subscription; readonly error: PollError };

/**
 * Polls one subscription: conditional fetch → decode → store. A 304 or a body whose hash did
 * not change writes nothing to IndexedDB (the caller keeps the schedule); a failure keeps the
 * previous records and backs off; a decoded file replaces the records in one transaction.
 */
export async function pollSubscription(subscription: Subscription, settings: Settings, deps: PollDeps): Promise<PollOutcome> {
  const now = deps.now();
  const schedule = (failures: number, retryAfter: number | null = null): number =>
    nextDue({
      subscription: { url: subscription.url, interval: subscription.interval, consecutiveFailures: failures },
      now,
      defaultInterval: settings.interval,
      random: deps.random(),
      retryAfter,
    });

  const failed = async (error: PollError, retryAfter: number | null = null): Promise<PollOutcome> => {
    const failures = subscription.consecutiveFailures + 1;
    const next: Subscription = {
      ...subscription,
      lastCheck: now,
      lastError: error,
      consecutiveFailures: failures,
      nextDue: schedule(failures, retryAfter),
    };
    await deps.store.updateSubscription(next);
    return { status: 'error', subscription: next, error };
  };

  if (!(await deps.hasAccess(subscription.url))) {
    const host = new URL(subscription.url).host;
    return failed({
      kind: 'permission',
      message: `access to ${host} was removed in the browser's settings`,
      params: [host],
      at: now,
    });
  }

  const limits = deps.limits ?? { ...defaultFetchLimits, maxBytes: settings.maxInflatedBytes };
  const fetched = await fetchAntenna(subscription.url, subscription, deps, limits);
  const healthy = (): Subscription => ({
    ...subscription,
    lastCheck: now,
    lastSuccess: now,
    lastError: null,
    consecutiveFailures: 0,
    nextDue: schedule(0),
  });

  if (fetched.status === 'error') {
    return failed(fetched.error, parseRetryAfter(fetched.retryAfter, now));
  }
  if (fetched.status === 'not-modified') {
    return unchanged(subscription, healthy(), deps);
  }
  const hash = await deps.sha256(fetched.bytes);
  if (hash === subscription.contentHash) return unchanged(subscription, healthy(), deps);

  let decoded: DecodedAntenna;
  try {
    decoded = await decodeAntenna(fetched.bytes, {
      now,
      contentType: fetched.contentType,
      url: fetched.url,
      maxInflatedBytes: settings.maxInflatedBytes,
    });
  } catch (error) {
    if (!(error instanceof AntennaDecodeError)) throw error;
    return failed({ kind: `decode-${error.code}`, message: error.message, params: [error.message], at: now });
  }
  const feed = decoded.feed;
  const spread = feed !== null && !feed.complete && (feed.prevArchive !== null || feed.next !== null);
  const history = await followFeedHistory(
    {
      url: fetched.url,
      decoded,
      stored: spread ? await deps.store.listRecords(subscription.id) : [],
      processedArchives: subscription.processedArchives,
      pendingArchive: subscription.pendingArchive ?? null,
      firstPoll: subscription.lastSuccess === null,
      maxDocuments: settings.maxDocumentsPerPoll,
      now,
    },
    createDocumentFetcher(deps, limits, settings.maxInflatedBytes, now),
  );
  // A feed's first poll picks how it is shown; after that the user's choice stands.
  const display = feed !== null && subscription.lastSuccess === null ? defaultDisplay(history.records) : subscription.display;
  const records = (feed !== null && display === 'collapsed' ? collapseFeed(history.records, decoded.title) : history.records).map(
    boundRecord,
  );
  const next: Subscription = {
    ...healthy(),
    title: subscription.title ?? decoded.title,
    format: decoded.format,
    encoding: decoded.encoding,
    etag: fetched.validators.etag,
    lastModifiedHeader: fetched.validators.lastModifiedHeader,
    contentHash: hash,
    recordCount: records.length,
    rejectedCount: history.rejectedCount,
    display,
    processedArchives: history.processedArchives,
    pendingArchive: history.pendingArchive,
    historyWarning: history.historyWarning,
  };
  if (records.length === 0 && history.rejectedCount > 0) {
    // Every record was rejected: the file is broken, not empty. Keep what was stored.
    const count = String(history.rejectedCount);
    const first = decoded.rejected[0];
    const reason = first ? `line ${first.line}: ${first.reason}` : '';
    return failed({ kind: 'no-records', message: `no site in the file could be read (${count} rejected; ${reason})`, params: [count, reason], at: now });
  }
  const stored = await storeWithRoom(next, records, settings, deps);
  if (stored === null) {
    return failed({ kind: 'quota', message: "the browser's storage for Antenna Reader is full", params: [], at: now });
  }
  return { status: 'changed', subscription: next, written: stored.written + stored.deleted };
}

/**
 * Stores the records; when the browser's storage is full, prunes the oldest stale records
 * (LIRS: kept only to be shown dimmed) and tries once more. Null when there is still no room.
 */
async function storeWithRoom(
  subscription: Subscription,
  records: readonly AntennaRecord[],
  settings: Settings,
  deps: PollDeps,
): Promise<ReplaceOutcome | null> {
  try {
    return await deps.store.replaceRecords(subscription, records);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
  }
  const pruned = await deps.store.pruneStale(deps.now(), settings.expiry, Math.max(records.length, 1_000));
  if (pruned === 0) return null;
  try {
    return await deps.store.replaceRecords(subscription, records);
  } catch (error) {
    if (isQuotaError(error)) return null;
    throw error;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' : (error as { name?: unknown } | null)?.name === 'QuotaExceededError';
}

/** A healthy poll with nothing new: written only if it ends a failure streak. */
async function unchanged(before: Subscription, after: Subscription, deps: PollDeps): Promise<PollOutcome> {
  if (before.lastError !== null || before.consecutiveFailures > 0 || before.lastSuccess === null) {
    await deps.store.updateSubscription(after);
  }
  return { status: 'unchanged', subscription: after };
}
