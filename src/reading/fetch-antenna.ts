import { parseFreshFor } from '../http/parse-fresh-for.ts';
import type { PollError, PollErrorKind } from '../core/poll/index.ts';

/** The HTTP validators a conditional request sends back. */
export interface Validators {
  readonly etag: string | null;
  readonly lastModifiedHeader: string | null;
}

export type FetchOutcome =
  | {
      readonly status: 'ok';
      readonly bytes: Uint8Array;
      readonly contentType: string | null;
      readonly validators: Validators;
      /** How long the server says the answer stays fresh, seconds (`parseFreshFor`), or null. */
      readonly freshFor?: number | null;
      /** Where the file was finally read from, after redirects. */
      readonly url: string;
      /** The answer's `Date` header: a watched page's `Last-Modified` is weighed against it. */
      readonly date: string | null;
      /**
       * The response marked no end for its body (no `Content-Length`, no chunked coding): the
       * connection closing ended it, so a cut connection looks like a short file. Passed on to
       * `decodeAntenna`, which then takes a text that stops inside a record as cut off.
       */
      readonly endUnmarked: boolean;
      /**
       * The body came through a `Content-Encoding` the fetch inflated without checking the
       * stream's end (browsers and Node's fetch take a cut gzip stream for the whole file).
       * Passed on to `decodeAntenna`, which then takes a text that stops inside a record as cut short.
       */
      readonly contentCoded: boolean;
    }
  | { readonly status: 'not-modified'; readonly validators: Validators; readonly freshFor?: number | null }
  | {
      readonly status: 'error';
      readonly error: PollError;
      /** The raw `Retry-After` header of a 429/503, for the scheduler. */
      readonly retryAfter: string | null;
      /** 404 and 410: the antenna is gone; its records are kept, the subscription fails. */
      readonly gone: boolean;
    };

export interface FetchDeps {
  readonly fetch: typeof fetch;
  /** Unix seconds, for the error's timestamp. */
  readonly now: () => number;
}

export interface FetchLimits {
  /** The whole request, headers and body, must finish within this (ms). */
  readonly timeoutMs: number;
  /** Bytes of body read before giving up (the inflated size is capped again by the decoder). */
  readonly maxBytes: number;
}

export const defaultFetchLimits: FetchLimits = { timeoutMs: 25_000, maxBytes: 32 * 1024 * 1024 };

/**
 * Fetches one antenna file politely: conditional on the stored validators, bounded in time
 * and size, and with every failure turned into a sentence the user can read.
 */
export async function fetchAntenna(
  url: string,
  validators: Validators | null,
  deps: FetchDeps,
  limits: FetchLimits = defaultFetchLimits,
): Promise<FetchOutcome> {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers['If-None-Match'] = validators.etag;
  if (validators?.lastModifiedHeader) headers['If-Modified-Since'] = validators.lastModifiedHeader;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), limits.timeoutMs);
  const fail = (
    kind: PollErrorKind,
    message: string,
    params: readonly string[],
    extra: { retryAfter?: string | null; gone?: boolean } = {},
  ): FetchOutcome => ({
    status: 'error',
    error: { kind, message, params, at: deps.now() },
    retryAfter: extra.retryAfter ?? null,
    gone: extra.gone ?? false,
  });
  const host = hostOf(url);
  const cut = (): FetchOutcome => fail('cut', `${host} closed the connection before the whole file arrived`, [host]);
  let answered = false;
  try {
    const response = await deps.fetch(url, {
      headers,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
    });
    answered = true;
    const received: Validators = {
      etag: response.headers.get('ETag'),
      lastModifiedHeader: response.headers.get('Last-Modified'),
    };
    const freshFor = parseFreshFor(
      { cacheControl: response.headers.get('Cache-Control'), expires: response.headers.get('Expires'), date: response.headers.get('Date') },
      deps.now(),
    );
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: 'not-modified', validators: received, freshFor };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const gone = response.status === 404 || response.status === 410;
      return fail(`http-${response.status}`, `the server answered ${response.status}${describeStatus(response.status)}`, [String(response.status)], {
        retryAfter: response.headers.get('Retry-After'),
        gone,
      });
    }
    const finalUrl = response.url || url;
    if (!/^https?:/i.test(finalUrl)) return fail('redirect-scheme', `${host} redirected to an address that is not http or https`, [host]);
    const bytes = await readCapped(response, limits.maxBytes);
    if (bytes === null) {
      return fail('too-large', `the file is larger than ${mib(limits.maxBytes)} MiB`, [mib(limits.maxBytes)]);
    }
    if (bytes === SHORT) return cut();
    const endUnmarked = !response.headers.has('Content-Length') && !/chunked/i.test(response.headers.get('Transfer-Encoding') ?? '');
    const contentCoded = /gzip|deflate|br|zstd/i.test(response.headers.get('Content-Encoding') ?? '');
    return {
      status: 'ok',
      bytes,
      contentType: response.headers.get('Content-Type'),
      validators: received,
      freshFor,
      url: finalUrl,
      date: response.headers.get('Date'),
      endUnmarked,
      contentCoded,
    };
  } catch (error) {
    const timedOut = (): FetchOutcome =>
      fail('timeout', `${host} took longer than ${limits.timeoutMs / 1000} s to answer`, [host, String(limits.timeoutMs / 1000)]);
    if (controller.signal.aborted) return timedOut();
    // The answer had begun: the body broke off (a Content-Length not reached, chunks that never
    // ended, a reset). What arrived is never taken for the file.
    if (answered) return cut();
    if (mentionsRedirect(error)) return fail('redirect-loop', `${host} redirected too many times`, [host]);
    // A browser's fetch fails a redirect loop, or a redirect to file:, javascript: or data:,
    // with the same bare TypeError as an unreachable host. When nothing had arrived yet, one
    // request that does not follow redirects tells them apart.
    const redirect = answered ? null : await probeRedirect(url, deps, controller.signal);
    if (controller.signal.aborted) return timedOut();
    switch (redirect?.kind) {
      case 'scheme':
        return fail('redirect-scheme', `${host} redirected to an address that is not http or https`, [host]);
      case 'loop':
        return fail('redirect-loop', `${host} redirected too many times`, [host]);
      case 'elsewhere':
        return fail('network', `could not reach ${redirect.host}`, [redirect.host]);
      case 'opaque':
        return fail(
          'redirect',
          `${host} redirected to an address that could not be followed (a loop, an unreachable host, or not http or https)`,
          [host],
        );
      case undefined:
        return fail('network', `could not reach ${host}`, [host]);
    }
  } finally {
    clearTimeout(timer);
  }
}

type RedirectProbe =
  | { readonly kind: 'scheme' | 'loop' | 'opaque' }
  | { readonly kind: 'elsewhere'; readonly host: string };

/** Whether a fetch error says it gave up on redirects (Node puts that in the `cause`). */
function mentionsRedirect(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 3; at = at.cause, depth++) {
    if (/redirect/i.test(at.message)) return true;
  }
  return false;
}

/**
 * Asks once more without following redirects: whether the answer is a redirect and, when the
 * platform shows where to (Node does; a browser's answer is opaque), whether that address is
 * not http(s), back on the same host (a loop) or on another host that cannot be reached. Null
 * when the answer is not a redirect, or the host cannot be reached at all.
 */
async function probeRedirect(url: string, deps: FetchDeps, signal: AbortSignal): Promise<RedirectProbe | null> {
  try {
    const response = await deps.fetch(url, { signal, credentials: 'omit', cache: 'no-store', redirect: 'manual' });
    await response.body?.cancel();
    if (response.type === 'opaqueredirect') return { kind: 'opaque' };
    const location = response.status >= 300 && response.status <= 399 ? response.headers.get('Location') : null;
    if (location === null) return null;
    let target: URL;
    try {
      target = new URL(location, url);
    } catch {
      return { kind: 'scheme' };
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'scheme' };
    return target.host === hostOf(url) ? { kind: 'loop' } : { kind: 'elsewhere', host: target.host };
  } catch {
    return null;
  }
}

/** What `readCapped` gives for a body shorter than the `Content-Length` it declared. */
const SHORT = Symbol('short');

/**
 * Reads a body up to `maxBytes`; null when it is larger (the rest is never downloaded), and
 * `SHORT` when it ended before its `Content-Length` (which counts the bytes sent, so only
 * when no `Content-Encoding` changed them; browsers fail such a body themselves, this is for
 * a fetch that does not).
 */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | typeof SHORT | null> {
  const lengthHeader = response.headers.get('Content-Length');
  const declared = lengthHeader === null || lengthHeader.trim() === '' ? Number.NaN : Number(lengthHeader);
  const encoded = Boolean(response.headers.get('Content-Encoding'));
  if (Number.isFinite(declared) && declared > maxBytes && !encoded) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  if (Number.isFinite(declared) && !encoded && total < declared) return SHORT;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function describeStatus(status: number): string {
  switch (status) {
    case 404:
      return ' (not found)';
    case 410:
      return ' (gone)';
    case 403:
      return ' (forbidden)';
    case 429:
      return ' (too many requests)';
    case 500:
      return ' (server error)';
    case 503:
      return ' (unavailable)';
    default:
      return '';
  }
}

function mib(bytes: number): string {
  return String(Math.round(bytes / 1024 / 1024));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
