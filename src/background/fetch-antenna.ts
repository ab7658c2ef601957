import type { PollError } from '../core/subscription.ts';

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
      /** Where the file was finally read from, after redirects. */
      readonly url: string;
    }
  | { readonly status: 'not-modified'; readonly validators: Validators }
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
    kind: string,
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
  try {
    const response = await deps.fetch(url, {
      headers,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
    });
    const received: Validators = {
      etag: response.headers.get('ETag'),
      lastModifiedHeader: response.headers.get('Last-Modified'),
    };
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: 'not-modified', validators: received };
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
    return { status: 'ok', bytes, contentType: response.headers.get('Content-Type'), validators: received, url: finalUrl };
  } catch (error) {
    if (controller.signal.aborted) {
      return fail('timeout', `${host} took longer than ${limits.timeoutMs / 1000} s to answer`, [host, String(limits.timeoutMs / 1000)]);
    }
    const detail = error instanceof Error && /redirect/i.test(error.message) ? 'redirect' : 'network';
    return detail === 'redirect'
      ? fail('redirect-loop', `${host} redirected too many times`, [host])
      : fail('network', `could not reach ${host}`, [host]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads a body up to `maxBytes`; null when it is larger (the rest is never downloaded). */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers.get('Content-Encoding')) {
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
