import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { constants, deflateRawSync, gzipSync } from 'node:zlib';

/**
 * What one path answers. A good file (`file`) answers conditional requests with 304; every
 * other kind is one way a real server, proxy or attacker misbehaves.
 */
export type Answer =
  | {
      readonly kind: 'file';
      readonly body: Uint8Array | string;
      readonly contentType?: string;
      /** Send with `Content-Encoding: gzip` (the browser inflates it). */
      readonly contentEncodingGzip?: boolean;
      /**
       * How the ETag behaves: `honest` (a hash of the body, 304 when it matches), `churn` (a new
       * one on every request, never a 304), or a fixed string that is sent whatever the body
       * is, and that a conditional request never gets a 304 for (the body changed under it).
       */
      readonly etag?: 'honest' | 'churn' | { readonly fixed: string };
    }
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly headers?: Readonly<Record<string, string>>;
      readonly body?: string;
    }
  /** Headers and the first bytes, then nothing until `release` (or the client gives up). */
  | { readonly kind: 'stall'; readonly head: Uint8Array | string; readonly contentType?: string }
  /** Accepts the request and never answers until `release`. */
  | { readonly kind: 'no-answer' }
  /** Holds each request until `openGate`, then gives it `answer` (and every later request at once). */
  | { readonly kind: 'gated'; readonly answer: Answer }
  /** Redirects to itself forever (a new query each time, so no cache breaks the loop). */
  | { readonly kind: 'redirect-loop' }
  | { readonly kind: 'redirect'; readonly location: string; readonly status?: number }
  /** 1 GiB of zeros as about 1 MiB of gzip: as a gzip body, or with `Content-Encoding: gzip`. */
  | { readonly kind: 'gzip-bomb'; readonly contentEncoding: boolean }
  /**
   * A file whose connection ends after `at` bytes of its body (gzipped first when
   * `contentEncodingGzip`, as a server does for `Content-Encoding: gzip`). How the client could
   * tell: `length` sends a `Content-Length` for the whole body, `chunked` sends chunks and never
   * the last one; `close` sends neither (HTTP/1.0 style, the end of the body is the connection
   * closing), so only the content shows the cut.
   */
  | {
      readonly kind: 'cut';
      readonly body: Uint8Array | string;
      readonly at: number;
      readonly framing: 'length' | 'chunked' | 'close';
      readonly contentEncodingGzip?: boolean;
      readonly contentType?: string;
    }
  /**
   * A good file gzipped, with the second half of the gzip cut off (an antenna service whose
   * writer died mid-file), in a complete answer whose `Content-Length` is what is sent. As
   * `application/x-gzip` bytes, or with `Content-Encoding: gzip` (the fetch inflates it).
   */
  | { readonly kind: 'truncated-gzip'; readonly body: Uint8Array | string; readonly contentEncodingGzip?: boolean; readonly contentType?: string }
  /**
   * `head`, then `unit` repeated `units` times, then `tail`, generated while it is sent (never
   * held whole), with or without a `Content-Length`.
   */
  | {
      readonly kind: 'stream';
      readonly head: string;
      readonly unit: string;
      readonly units: number;
      readonly tail: string;
      readonly declareLength: boolean;
      readonly contentType?: string;
    };

/** One request the server received. */
export interface HostileRequest {
  readonly path: string;
  readonly query: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The status sent, or 0 when the answer never got as far as headers. */
  readonly status: number;
  /** When the request arrived and when its answer ended (`performance.now()`, ms). */
  readonly receivedAt: number;
  readonly answeredAt: number;
}

export interface HostileServerOptions {
  /** The server closes itself after this long (ms); 5 minutes by default. */
  readonly lifetimeMs?: number;
  /** Most bytes it sends in its whole life, all answers together; 256 MiB by default. */
  readonly maxStreamedBytes?: number;
}

export interface HostileServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  url(path: string): string;
  /** Sets what `path` answers (query ignored), replacing what it answered before. */
  set(path: string, answer: Answer): void;
  readonly requests: readonly HostileRequest[];
  requestsFor(path: string): HostileRequest[];
  /** Ends every stalled or unanswered request for `path` by cutting the connection. */
  release(path: string): void;
  /** Requests for `path` being held (stalled or unanswered) right now. */
  held(path: string): number;
  /** Answers the requests a `gated` path holds, and from now on answers it at once. */
  openGate(path: string): void;
  /** Bytes sent so far, all answers together. */
  readonly sent: number;
  /** Closes the port (the host is now unreachable) without forgetting the answers. */
  goOffline(): Promise<void>;
  /** Opens the same port again. */
  goOnline(): Promise<void>;
  close(): Promise<void>;
}

const GiB = 2 ** 30;
const MiB = 2 ** 20;
/** CRC-32 of 2^30 zero bytes (zlib.crc32 over 1024 zeroed MiB). */
const CRC32_OF_GIB_OF_ZEROS = 0x5b64c2b0;

/**
 * 1 GiB of zeros as one gzip member of about 1 MiB, built in milliseconds: one MiB of zeros
 * deflated and sync-flushed ends on a byte boundary with its window full of zeros, so 1024
 * copies of it, an empty final block and the trailer are a valid stream of 1 GiB.
 */
export function gzipBomb(): Uint8Array {
  const segment = deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(CRC32_OF_GIB_OF_ZEROS, 0);
  trailer.writeUInt32LE(GiB % 2 ** 32, 4);
  const segments: Buffer[] = new Array<Buffer>(GiB / MiB).fill(segment);
  return new Uint8Array(Buffer.concat([header, ...segments, Buffer.from([0x03, 0x00]), trailer]));
}

const etagOf = (bytes: Uint8Array): string => `"${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`;
const toBytes = (body: Uint8Array | string): Buffer => (typeof body === 'string' ? Buffer.from(body) : Buffer.from(body));

/**
 * A hostile antenna server on 127.0.0.1 (a random port): each path answers one of the faults
 * of {@link Answer}. It is bounded: it sends at most `maxStreamedBytes` in its life, honours
 * back-pressure while streaming, stops streaming when the client hangs up, and closes itself
 * after `lifetimeMs`. Every request is logged so tests can count them.
 */
export async function startHostileServer(options: HostileServerOptions = {}): Promise<HostileServer> {
  const maxStreamed = options.maxStreamedBytes ?? 256 * MiB;
  const answers = new Map<string, Answer>();
  const requests: HostileRequest[] = [];
  const heldResponses = new Map<string, Set<ServerResponse>>();
  const gates = new Map<string, { open: boolean; waiting: (() => void)[] }>();
  const gateOf = (path: string) => {
    let gate = gates.get(path);
    if (!gate) gates.set(path, (gate = { open: false, waiting: [] }));
    return gate;
  };
  const sockets = new Set<Socket>();
  let bomb: Uint8Array | null = null;
  let churn = 0;
  let sent = 0;

  /** Writes within the budget, waiting for the socket to drain; false when it must stop. */
  const write = async (response: ServerResponse, chunk: Buffer): Promise<boolean> => {
    if (response.destroyed || sent + chunk.length > maxStreamed) {
      response.destroy();
      return false;
    }
    sent += chunk.length;
    if (!response.write(chunk)) {
      await new Promise<void>((done) => {
        const finish = (): void => {
          response.off('drain', finish);
          response.off('close', finish);
          done();
        };
        response.on('drain', finish);
        response.on('close', finish);
      });
    }
    return !response.destroyed;
  };

  /** Resolves once every byte written so far is handed to the kernel, or the connection is gone. */
  const flushed = (response: ServerResponse): Promise<void> =>
    new Promise((done) => {
      const socket = response.socket;
      if (socket === null || socket.destroyed) return done();
      // The stream runs writes in order: an empty one's callback comes after all before it.
      socket.write(Buffer.alloc(0), () => done());
    });

  const writeAll = async (response: ServerResponse, body: Buffer): Promise<void> => {
    for (let at = 0; at < body.length; at += 64 * 1024) {
      if (!(await write(response, body.subarray(at, at + 64 * 1024)))) return;
    }
    response.end();
  };

  const hold = (path: string, response: ServerResponse): void => {
    const held = heldResponses.get(path) ?? new Set<ServerResponse>();
    heldResponses.set(path, held.add(response));
    response.on('close', () => held.delete(response));
  };

  const answer = async (request: IncomingMessage, response: ServerResponse, path: string, query: string, given?: Answer): Promise<void> => {
    const found = given ?? answers.get(path);
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Not Found</body></html>');
      return;
    }
    switch (found.kind) {
      case 'file': {
        let body = toBytes(found.body);
        const mode = found.etag ?? 'honest';
        const etag = mode === 'honest' ? etagOf(body) : mode === 'churn' ? `"churn-${++churn}"` : mode.fixed;
        if (mode === 'honest' && request.headers['if-none-match'] === etag) {
          response.writeHead(304, { ETag: etag }).end();
          return;
        }
        const headers: Record<string, string> = { 'Content-Type': found.contentType ?? 'application/octet-stream', ETag: etag };
        if (found.contentEncodingGzip) {
          body = gzipSync(body);
          headers['Content-Encoding'] = 'gzip';
        }
        headers['Content-Length'] = String(body.length);
        response.writeHead(200, headers);
        await writeAll(response, body);
        return;
      }
      case 'status': {
        const body = Buffer.from(found.body ?? `<html><body><h1>${found.status}</h1></body></html>`);
        response.writeHead(found.status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length), ...found.headers });
        await writeAll(response, body);
        return;
      }
      case 'stall': {
        response.writeHead(200, { 'Content-Type': found.contentType ?? 'text/plain; charset=EUC-JP' });
        hold(path, response);
        await write(response, toBytes(found.head));
        return;
      }
      case 'no-answer':
        hold(path, response);
        return;
      case 'gated': {
        const gate = gateOf(path);
        if (!gate.open) {
          hold(path, response);
          await new Promise<void>((done) => gate.waiting.push(done));
          heldResponses.get(path)?.delete(response);
          if (response.destroyed) return;
        }
        await answer(request, response, path, query, found.answer);
        return;
      }
      case 'redirect-loop': {
        const next = Number(new URLSearchParams(query).get('hop') ?? '0') + 1;
        response.writeHead(302, { Location: `${path}?hop=${next}`, 'Content-Length': '0' }).end();
        return;
      }
      case 'redirect':
        response.writeHead(found.status ?? 302, { Location: found.location, 'Content-Length': '0' }).end();
        return;
      case 'gzip-bomb': {
        bomb ??= gzipBomb();
        const headers: Record<string, string> = { 'Content-Length': String(bomb.length) };
        if (found.contentEncoding) {
          headers['Content-Type'] = 'text/plain; charset=EUC-JP';
          headers['Content-Encoding'] = 'gzip';
        } else {
          headers['Content-Type'] = 'application/x-gzip';
        }
        response.writeHead(200, headers);
        await writeAll(response, Buffer.from(bomb));
        return;
      }
      case 'cut': {
        const whole = found.contentEncodingGzip ? gzipSync(toBytes(found.body)) : toBytes(found.body);
        const headers: Record<string, string> = { 'Content-Type': found.contentType ?? 'text/plain; charset=EUC-JP' };
        if (found.contentEncodingGzip) headers['Content-Encoding'] = 'gzip';
        if (found.framing === 'length') headers['Content-Length'] = String(whole.length);
        if (found.framing === 'close') {
          // No length and no chunks: the body ends where the connection does.
          response.useChunkedEncodingByDefault = false;
          response.shouldKeepAlive = false;
          headers['Connection'] = 'close';
        }
        response.writeHead(200, headers);
        if (!(await write(response, whole.subarray(0, Math.min(found.at, whole.length))))) return;
        // Let the bytes leave before the connection ends.
        await flushed(response);
        // Cut at or past the end, it is a whole answer after all.
        if (found.framing === 'close' || found.at >= whole.length) response.end();
        else response.destroy();
        return;
      }
      case 'truncated-gzip': {
        const whole = gzipSync(toBytes(found.body));
        const cut = whole.subarray(0, Math.floor(whole.length / 2));
        const headers: Record<string, string> = found.contentEncodingGzip
          ? { 'Content-Type': found.contentType ?? 'text/plain; charset=EUC-JP', 'Content-Encoding': 'gzip' }
          : { 'Content-Type': found.contentType ?? 'application/x-gzip' };
        response.writeHead(200, { ...headers, 'Content-Length': String(cut.length) });
        await writeAll(response, cut);
        return;
      }
      case 'stream': {
        const head = Buffer.from(found.head);
        const tail = Buffer.from(found.tail);
        const unit = Buffer.from(found.unit);
        const perChunk = Math.max(1, Math.floor((64 * 1024) / Math.max(1, unit.length)));
        const chunk = Buffer.concat(new Array<Buffer>(perChunk).fill(unit));
        const headers: Record<string, string> = { 'Content-Type': found.contentType ?? 'text/plain; charset=EUC-JP' };
        if (found.declareLength) headers['Content-Length'] = String(head.length + unit.length * found.units + tail.length);
        response.writeHead(200, headers);
        if (!(await write(response, head))) return;
        for (let left = found.units; left > 0; left -= perChunk) {
          const part = left >= perChunk ? chunk : chunk.subarray(0, left * unit.length);
          if (!(await write(response, part))) return;
        }
        if (await write(response, tail)) response.end();
        return;
      }
    }
  };

  const server = createServer((request, response) => {
    const parsed = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = parsed.pathname;
    const query = parsed.search.slice(1);
    const receivedAt = performance.now();
    let logged = false;
    const log = (): void => {
      if (logged) return;
      logged = true;
      const status = response.headersSent ? response.statusCode : 0;
      requests.push({ path, query, headers: request.headers, status, receivedAt, answeredAt: performance.now() });
    };
    response.on('finish', log);
    response.on('close', log);
    answer(request, response, path, query).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number): Promise<void> =>
    new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        done();
      });
    });
  const shut = (): Promise<void> =>
    new Promise<void>((done) => {
      if (!server.listening) {
        done();
        return;
      }
      server.close(() => done());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  let closed = false;
  const lifetime = setTimeout(() => void shut(), options.lifetimeMs ?? 5 * 60_000);
  lifetime.unref();

  return {
    origin,
    url: (path) => origin + path,
    set(path, next) {
      answers.set(path, next);
    },
    requests,
    requestsFor: (path) => requests.filter((r) => r.path === path),
    release(path) {
      for (const response of heldResponses.get(path) ?? []) response.destroy();
    },
    held: (path) => heldResponses.get(path)?.size ?? 0,
    openGate(path) {
      const gate = gateOf(path);
      gate.open = true;
      for (const done of gate.waiting.splice(0)) done();
    },
    get sent() {
      return sent;
    },
    goOffline: shut,
    async goOnline() {
      if (!closed && !server.listening) await listen(port);
    },
    async close() {
      closed = true;
      clearTimeout(lifetime);
      await shut();
    },
  };
}
