import { healthyPoll, checkTarget } from '../../core/poll/index.ts';
import type { Settings } from '../../core/settings.ts';
import type { Subscription } from '../../core/subscription.ts';
import { parseRetryAfter } from '../../http/parse-retry-after.ts';
import { checkPage } from '../../reading/check-page.ts';
import type { PollDeps, PollOutcome } from '../poll-subscription.ts';
import { storeWithRoom } from '../store-with-room.ts';
import { accessRemoved, pollFailure } from '../poll-failure.ts';

const NO_MARKERS = { startMarker: null, endMarker: null, checkedUrl: null } as const;

/**
 * Polls one watched page (`checkPage`), then the store, the way an antenna's poll does: the
 * same host permission (of the address fetched), backoff, `Retry-After` and one write of the
 * subscription per outcome. The page's one record goes through `replaceRecords` like any
 * antenna's, so the merged list, the badge and the site's history see it as they see others;
 * each successful check writes it with the check as its Last-Detected (the page is its own
 * freshest source), and what changed (`record.change`) rides with it into the history. The
 * page's compared text is kept for the next check to diff against. A failed check keeps the
 * record as it was and says why.
 */
export async function pollPage(subscription: Subscription, settings: Settings, deps: PollDeps): Promise<PollOutcome> {
  const now = deps.now();
  const clock = { now, defaultInterval: settings.interval, random: deps.random(), schedule: { learned: settings.learnedSchedule, maxGap: settings.maxGap } };
  const failed = pollFailure(subscription, clock, deps.store);

  const target = checkTarget(subscription);
  if (!(await deps.hasAccess(target))) {
    return failed(accessRemoved(target, now));
  }
  const [[record], text] = await Promise.all([deps.store.listRecords(subscription.id), deps.store.readPageText(subscription.id)]);
  const check = await checkPage(
    { url: subscription.url, watch: subscription.watch ?? NO_MARKERS },
    {
      validators: { etag: subscription.etag, lastModifiedHeader: subscription.lastModifiedHeader },
      fingerprint: subscription.fingerprint ?? null,
      record: record ?? null,
      text,
    },
    deps,
  );
  if (check.status === 'error') return failed(check.error, parseRetryAfter(check.retryAfter, now));
  const next: Subscription = {
    ...healthyPoll(subscription, clock, check.updated ? { modified: check.record.lastModified } : null),
    title: subscription.title ?? check.title,
    encoding: check.encoding ?? subscription.encoding,
    etag: check.validators.etag,
    lastModifiedHeader: check.validators.lastModifiedHeader,
    fingerprint: check.fingerprint,
  };
  const stored = await storeWithRoom(next, [check.record], settings, deps);
  if (stored === null) return failed({ kind: 'quota', message: "the browser's storage for Antenna Reader is full", params: [], at: now });
  // Kept after the record: the text is what the next change is shown against, not part of this
  // one, so a store too full for it loses only the quote of the next change, not this check.
  if (check.text !== null) await deps.store.putPageText(subscription.id, check.text).catch(() => false);
  return check.updated ? { status: 'changed', subscription: next, written: stored.written + stored.deleted } : { status: 'unchanged', subscription: next };
}
