import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeEucJp } from '../support/encode-euc-jp.ts';
import { encodeShiftJis } from '../fixtures/encode-shift-jis.ts';
import type { LoggedRequest } from './antenna-server.ts';

/** How a page's server tells a client whether it changed. */
export type PageValidators =
  /** A static file: `Last-Modified` (moving with each edit) and `ETag`; 304 to either. */
  | 'last-modified'
  /** `ETag` only; 304 to `If-None-Match`. */
  | 'etag'
  /** Nothing: every answer is a 200 with the whole page. */
  | 'none'
  /** A script that stamps `Last-Modified` with the moment of the answer (PHP, CGI); never 304. */
  | 'stamped';

/** One page of the test web, as its author and server left it. */
export interface WebPage {
  readonly title: string;
  /** The diary text: what the author edits. */
  readonly diary: string;
  readonly charset: 'utf-8' | 'euc-jp' | 'shift_jis';
  /** Where the charset is said: the HTTP header, a `<meta http-equiv>`, or nowhere. */
  readonly declare: 'header' | 'meta' | 'none';
  readonly validators: PageValidators;
  /** An access counter and a clock in the page, moving on every request (a CGI or SSI). */
  readonly counter: boolean;
  /** A side column outside `<!--diary-->` … `<!--/diary-->`. */
  readonly sidebar: string;
  /** When the author last saved it (Unix seconds): the `Last-Modified` of a static file. */
  readonly modified: number;
  /** The answer's status: set to 404 or 500 to make the page start failing. */
  readonly status: number;
  /** A `Retry-After` header on a failing answer (a 503 that asks to wait). */
  readonly retryAfter?: string;
}

export interface PageWeb {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  url(path: string): string;
  readonly requests: LoggedRequest[];
  requestsFor(path: string): LoggedRequest[];
  /** Puts a page at `path` (replacing what was there). */
  page(path: string, page: Partial<WebPage> & Pick<WebPage, 'title' | 'diary'>): void;
  /** The author edits a page: new diary text (and a new `modified`, by default now). */
  edit(path: string, patch: Partial<WebPage>): void;
  /** How many times the page's counter has counted. */
  hits(path: string): number;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

function render(page: WebPage, hits: number): string {
  const meta = page.declare === 'meta' ? `<meta http-equiv="Content-Type" content="text/html; charset=${label(page.charset)}">` : '';
  const clock = new Date();
  const counter = page.counter
    ? `<p class="counter">あなたは ${hits} 人目のお客様です。現在時刻 ${clock.toTimeString().slice(0, 8)}</p>` +
      `<!--#exec cgi="count.cgi" ${hits} -->`
    : '';
  return (
    `<html><head>${meta}<title>${page.title}</title></head><body>` +
    `<div class="side">${page.sidebar}</div>` +
    `<!--diary--><div class="diary">${page.diary}</div><!--/diary-->` +
    `${counter}<p><a href="http://ad.example/click?r=${hits}">スポンサー</a></p></body></html>`
  );
}

function label(charset: WebPage['charset']): string {
  return charset === 'utf-8' ? 'UTF-8' : charset === 'euc-jp' ? 'EUC-JP' : 'Shift_JIS';
}

function encode(text: string, charset: WebPage['charset']): Uint8Array {
  if (charset === 'euc-jp') return encodeEucJp(text) ?? new TextEncoder().encode(text);
  if (charset === 'shift_jis') return encodeShiftJis(text);
  return new TextEncoder().encode(text);
}

/**
 * A loopback web of pages that change the ways real home pages did, for watching pages:
 * static files whose `Last-Modified` moves with each edit, pages with only an `ETag`, pages
 * with no validators, script pages that stamp every answer, access counters and clocks that
 * move on every request, EUC-JP and Shift_JIS pages declared in the header, a `<meta>` or
 * not at all, and pages that start failing. Every request is logged.
 */
export async function startPageWeb(): Promise<PageWeb> {
  const pages = new Map<string, WebPage>();
  const counts = new Map<string, number>();
  const requests: LoggedRequest[] = [];

  const answer = (request: IncomingMessage, response: ServerResponse, path: string): number => {
    const page = pages.get(path);
    if (page === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Not Found</body></html>');
      return 404;
    }
    if (page.status !== 200) {
      const retry: Record<string, string> = page.retryAfter === undefined ? {} : { 'Retry-After': page.retryAfter };
      response.writeHead(page.status, { 'Content-Type': 'text/html', ...retry }).end(`<html><body>Error ${page.status}</body></html>`);
      return page.status;
    }
    const hits = (counts.get(path) ?? 0) + (page.counter ? 1 : 0);
    counts.set(path, hits);
    const body = Buffer.from(encode(render(page, hits), page.charset));
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    const modified = new Date(page.modified * 1000).toUTCString();
    const headers: Record<string, string> = {
      'Content-Type': page.declare === 'header' ? `text/html; charset=${label(page.charset)}` : 'text/html',
    };
    if (page.validators === 'last-modified') Object.assign(headers, { 'Last-Modified': modified, ETag: etag });
    if (page.validators === 'etag') headers['ETag'] = etag;
    if (page.validators === 'stamped') headers['Last-Modified'] = new Date().toUTCString();
    const inm = request.headers['if-none-match'];
    const ims = request.headers['if-modified-since'];
    const fresh =
      (page.validators === 'last-modified' || page.validators === 'etag') &&
      (inm !== undefined ? inm === etag : page.validators === 'last-modified' && ims !== undefined && Date.parse(ims) >= page.modified * 1000);
    if (fresh) {
      const { 'Content-Type': _type, ...validators } = headers;
      response.writeHead(304, validators).end();
      return 304;
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
    return 200;
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const status = answer(request, response, path);
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, status, at: Date.now() });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    url: (path) => origin + path,
    requests,
    requestsFor: (path) => requests.filter((r) => r.path === path),
    page(path, page) {
      pages.set(path, {
        charset: 'utf-8',
        declare: 'header',
        validators: 'last-modified',
        counter: false,
        sidebar: '',
        modified: now() - 86_400,
        status: 200,
        ...page,
      });
      counts.delete(path);
    },
    edit(path, patch) {
      const page = pages.get(path);
      if (page === undefined) throw new Error(`no page at ${path}`);
      pages.set(path, { ...page, modified: now(), ...patch });
    },
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
