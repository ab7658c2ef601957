import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One request the server received, for asserting politeness (conditional requests, counts). */
export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly status: number;
  readonly at: number;
}

/** A served file: its bytes and the headers a real server of the time would send. */
export interface ServedFile {
  readonly body: Uint8Array | string;
  readonly contentType?: string;
  /** Send the body with `Content-Encoding: gzip` (the browser inflates it before the extension sees it). */
  readonly contentEncodingGzip?: boolean;
  /** `Last-Modified` header; defaults to the time the route was set. */
  readonly lastModified?: Date;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface AntennaServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  url(path: string): string;
  readonly requests: LoggedRequest[];
  /** Serves `file` at `path` (replacing what was there), with ETag and 304s. */
  serve(path: string, file: ServedFile): void;
  /** Answers `path` with a handler of its own (for errors, stalls and the like). */
  route(path: string, handler: RouteHandler): void;
  /** Requests received for `path` (query ignored). */
  requestsFor(path: string): LoggedRequest[];
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.lirs': 'text/plain; charset=EUC-JP',
  '.gz': 'application/x-gzip',
  '.di': 'text/plain; charset=EUC-JP',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.atom': 'application/atom+xml',
  '.rss': 'application/rss+xml',
  '.rdf': 'application/rdf+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

/**
 * A local antenna server on 127.0.0.1 (random port): serves files from `root` (when given)
 * and from routes set by tests, with the headers real antenna servers sent — gzip as a body or
 * as `Content-Encoding`, `text/plain; charset=EUC-JP`, ETag and Last-Modified with 304
 * answers — and logs every request so tests can count them.
 */
export async function startAntennaServer(options: { root?: string } = {}): Promise<AntennaServer> {
  const files = new Map<string, ServedFile & { etag: string; lastModified: Date }>();
  const handlers = new Map<string, RouteHandler>();
  const requests: LoggedRequest[] = [];
  const root = options.root ? resolve(options.root) : null;

  const sendFile = (request: IncomingMessage, response: ServerResponse, file: ServedFile & { etag: string; lastModified: Date }): number => {
    const status = file.status ?? 200;
    if (status === 200) {
      const inm = request.headers['if-none-match'];
      const ims = request.headers['if-modified-since'];
      const notModified =
        inm !== undefined ? inm === file.etag : ims !== undefined && Date.parse(ims) >= Math.floor(file.lastModified.getTime() / 1000) * 1000;
      if (notModified) {
        response.writeHead(304, { ETag: file.etag, 'Last-Modified': file.lastModified.toUTCString() });
        response.end();
        return 304;
      }
    }
    let body = typeof file.body === 'string' ? Buffer.from(file.body) : Buffer.from(file.body);
    const headers: Record<string, string> = {
      'Content-Type': file.contentType ?? 'application/octet-stream',
      ETag: file.etag,
      'Last-Modified': file.lastModified.toUTCString(),
      ...file.headers,
    };
    if (file.contentEncodingGzip) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return status;
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const log = (status: number) =>
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, status, at: Date.now() });
    const handler = handlers.get(path);
    if (handler) {
      response.on('finish', () => log(response.statusCode));
      response.on('close', () => {
        if (!response.writableFinished) log(response.statusCode);
      });
      Promise.resolve(handler(request, response)).catch(() => response.destroy());
      return;
    }
    const file = files.get(path);
    if (file) {
      log(sendFile(request, response, file));
      return;
    }
    if (root) {
      const full = normalize(join(root, decodeURIComponent(path)));
      if (full.startsWith(root)) {
        readFile(full)
          .then((bytes) => {
            const entry = {
              body: new Uint8Array(bytes),
              contentType: types[extname(full)] ?? 'application/octet-stream',
              etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`,
              lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
            };
            files.set(path, entry);
            log(sendFile(request, response, entry));
          })
          .catch(() => {
            response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Not Found</body></html>');
            log(404);
          });
        return;
      }
    }
    response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Not Found</body></html>');
    log(404);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    url: (path) => origin + path,
    requests,
    serve(path, file) {
      const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
      files.set(path, {
        ...file,
        etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`,
        lastModified: file.lastModified ?? new Date(Math.floor(Date.now() / 1000) * 1000),
      });
      handlers.delete(path);
    },
    route(path, handler) {
      handlers.set(path, handler);
      files.delete(path);
    },
    requestsFor: (path) => requests.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
