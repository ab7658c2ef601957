import type { PollError } from '../core/poll/index.ts';
import { pageUpdateTime, type PageChange, type PageDiff } from '../core/watch/index.ts';
import type { AntennaRecord } from '../core/record.ts';
import type { PageFingerprint, WatchOptions } from '../core/subscription.ts';
import { comparedLines, keptText, MAX_COMPARED_CHARS } from '../formats/page/compared-lines.ts';
import { diffPageLinesInSteps } from '../formats/page/diff-page-lines.ts';
import { fingerprintText } from '../formats/page/fingerprint-text.ts';
import { readPage } from '../formats/page/read-page.ts';
import { runSteps, runStepsPausing } from '../formats/run-steps.ts';
import { parseHttpDate } from '../http/parse-http-date.ts';
import { trustedLastModified } from '../http/trusted-last-modified.ts';
import { defaultFetchLimits, fetchAntenna, type Validators } from './fetch-antenna.ts';
import type { ReadDeps } from './read-antenna.ts';

/** The most of a watched page read: a page is text, not a download. */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** The longest piece of a marker quoted in an error. */
const QUOTED = 80;

/** A page the user watches, and how. */
export interface WatchedPage {
  /** The page's address: the one its record links to. */
  readonly url: string;
  readonly watch: WatchOptions;
}

/** What is known of a watched page from earlier checks. */
export interface KnownPage {
  readonly validators: Validators | null;
  readonly fingerprint: PageFingerprint | null;
  /** The page's record as stored, or null before the first read. */
  readonly record: AntennaRecord | null;
  /** The page's compared lines at the last read (`comparedLines`), or null when none are kept. */
  readonly text?: readonly string[] | null;
}

export type PageCheck =
  | {
      readonly status: 'ok';
      /** Whether the page changed since the last read (its first read counts as one). */
      readonly updated: boolean;
      /** The page's one record, checked now (its `lastDetected` is this check). */
      readonly record: AntennaRecord;
      /** The page's `<title>`, null when it has none or was not read (a 304). */
      readonly title: string | null;
      /** The charset the page was read in, null when it was not read (a 304). */
      readonly encoding: string | null;
      readonly validators: Validators;
      readonly fingerprint: PageFingerprint | null;
      /** The page's compared lines now, to keep for the next read; null when it was not read (a 304). */
      readonly text: readonly string[] | null;
    }
  | { readonly status: 'error'; readonly error: PollError; readonly retryAfter: string | null };

export interface PageLimits {
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

/**
 * Checks a watched page as page-watching antennas did, politely: a conditional GET (`If-None-
 * Match` / `If-Modified-Since` from the last answer) of the page, or of its check URL; a 304
 * is "checked, not changed". A page that is read is compared by its fingerprint — the SHA-256
 * of its text (between the user's markers) with counters, clocks, today's date and ad-link
 * queries masked — so a page whose only change is its counter is not updated. The update time
 * is the server's `Last-Modified` when it moved, else this check (`pageUpdateTime`). A page
 * that could not be read, or lost a marker, is an error: the caller keeps its record.
 *
 * @example
 * const check = await checkPage({ url, watch }, { validators, fingerprint, record }, deps);
 * if (check.status === 'ok' && check.updated) check.record.lastModified // when it changed
 */
export async function checkPage(page: WatchedPage, known: KnownPage, deps: ReadDeps, limits: PageLimits = {}): Promise<PageCheck> {
  const now = deps.now();
  const target = page.watch.checkedUrl ?? page.url;
  // Without the record there is nothing a 304 could keep: ask for the page itself.
  const validators = known.record === null ? null : known.validators;
  const fetched = await fetchAntenna(target, validators, deps, {
    timeoutMs: limits.timeoutMs ?? defaultFetchLimits.timeoutMs,
    maxBytes: limits.maxBytes ?? MAX_PAGE_BYTES,
  });
  if (fetched.status === 'error') return { status: 'error', error: fetched.error, retryAfter: fetched.retryAfter };
  if (fetched.status === 'not-modified') {
    if (known.record === null || validators === null) {
      return fail('http-304', 'the server answered 304 to a plain request', ['304'], now);
    }
    return {
      status: 'ok',
      updated: false,
      record: { ...known.record, lastDetected: now },
      title: null,
      encoding: null,
      validators: { etag: fetched.validators.etag ?? validators.etag, lastModifiedHeader: fetched.validators.lastModifiedHeader ?? validators.lastModifiedHeader },
      fingerprint: known.fingerprint,
      text: null,
    };
  }

  const { startMarker, endMarker } = page.watch;
  const markers = startMarker === null && endMarker === null ? null : { start: startMarker, end: endMarker };
  const read = readPage(fetched.bytes, { contentType: fetched.contentType, url: fetched.url, markers });
  if (read.status === 'missing-marker') {
    const quoted = read.text.length > QUOTED ? `${read.text.slice(0, QUOTED - 1)}…` : read.text;
    const where = read.marker === 'start' ? 'on the page' : 'on the page after the start marker';
    return fail(`watch-${read.marker}-missing`, `the ${read.marker} marker “${quoted}” is not ${where}`, [quoted], now);
  }
  const ignore = page.watch.ignoreLines ?? [];
  const kept = keptText(read.text, ignore);
  const hash = async (at: readonly number[]) => deps.sha256(new TextEncoder().encode(fingerprintText(kept, at)));
  const fingerprint = { hash: await hash([now]), at: now };
  // A page read again under new options (or without its fingerprint) starts a new baseline.
  const change = known.fingerprint === null && known.record !== null ? 'unchanged' : await compare(fingerprint.hash, known.fingerprint, hash, now);
  const lastModified = pageUpdateTime({
    change,
    lastModified: trustedLastModified(fetched.validators.lastModifiedHeader, fetched.date, now),
    previousLastModified: known.validators?.lastModifiedHeader ? (parseHttpDate(known.validators.lastModifiedHeader)?.seconds ?? null) : null,
    previousUpdate: known.record?.lastModified ?? null,
    now,
  });
  const record: AntennaRecord = {
    url: page.url,
    title: read.title,
    author: null,
    lastModified,
    lastDetected: now,
    tzOffset: read.tzOffset,
    contentLength: fetched.bytes.length,
    sourceUrl: null,
    checkedUrl: page.watch.checkedUrl,
    method: 'GET/200',
    expires: null,
    extension: [],
    extra: {},
  };
  const text = comparedLines(read.text, [now], ignore);
  // What changed is shown with the last read's today masked too, as the fingerprint judged it.
  // The new text is read twice as far as what is kept: a line new text pushed past the bound is found there, not taken as removed.
  const diff =
    change === 'changed' && known.text != null
      ? await diffLines(known.text, comparedLines(read.text, [known.fingerprint?.at ?? now, now], ignore, 2 * MAX_COMPARED_CHARS), deps)
      : null;
  const said = change === 'unchanged' ? known.record?.change : diff ?? undefined;
  const shown = said === undefined ? record : { ...record, change: said };
  return { status: 'ok', updated: change !== 'unchanged', record: shown, title: read.title, encoding: read.encoding, validators: fetched.validators, fingerprint, text };
}

/**
 * Whether the text changed. A date that was "today" at the last read and is not now must not
 * read as a change, so the fingerprint is also taken with the last read's today masked (and
 * with both) before the page counts as changed.
 */
async function compare(
  current: string,
  previous: PageFingerprint | null,
  hash: (at: readonly number[]) => Promise<string>,
  now: number,
): Promise<PageChange> {
  if (previous === null) return 'first';
  if (current === previous.hash) return 'unchanged';
  if (previous.at === now) return 'changed';
  if ((await hash([previous.at])) === previous.hash) return 'unchanged';
  return (await hash([previous.at, now])) === previous.hash ? 'unchanged' : 'changed';
}

/** The diff in slices, the worker answering between them when it gave a `pause`. */
async function diffLines(before: readonly string[], after: readonly string[], deps: ReadDeps): Promise<PageDiff | null> {
  const steps = diffPageLinesInSteps(before, after, MAX_COMPARED_CHARS);
  return deps.pause === undefined ? runSteps(steps) : await runStepsPausing(steps, deps.pause);
}

function fail(kind: PollError['kind'], message: string, params: readonly string[], at: number): PageCheck {
  return { status: 'error', error: { kind, message, params, at }, retryAfter: null };
}
