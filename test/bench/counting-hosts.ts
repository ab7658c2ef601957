import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';

/** What the servers saw between `reset()` and `read()`. */
export interface HostTraffic {
  readonly requests: number;
  readonly statuses: Readonly<Record<string, number>>;
  /** Most requests open at once, over all servers (arrival to response closed). */
  readonly maxInFlight: number;
  /** Most requests open at once on any one server (one host). */
  readonly maxPerHost: number;
  /** Bytes on the wire, from the sockets' own counters: requests in, responses out. */
  readonly bytesReceived: number;
  readonly bytesSent: number;
  /** First request's arrival to last response's end, ms. */
  readonly spanMs: number;
}

export interface CountingHosts {
  readonly servers: readonly AntennaServer[];
  /**
   * Serves `body` at `path` on server `index`, with an ETag and 304 answers to `If-None-Match`,
   * each answer held `hold` ms first (see `setHold`), as a real server's latency would.
   */
  serve(index: number, path: string, body: Uint8Array): string;
  setHold(ms: number): void;
  reset(): void;
  read(): HostTraffic;
  close(): Promise<void>;
}

/**
 * `count` antenna servers on 127.0.0.1, each on its own port — each its own host to the
 * poller, which never fetches two files from one host at once — whose routes count the
 * requests in flight across all of them and the bytes their sockets carry.
 */
export async function startCountingHosts(count: number): Promise<CountingHosts> {
  const servers = await Promise.all(Array.from({ length: count }, () => startAntennaServer()));
  let hold = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const perHost = servers.map(() => 0);
  let maxPerHost = 0;
  let requests = 0;
  let statuses: Record<string, number> = {};
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  /** Every socket seen, with its counters when the window opened (0 for one opened since). */
  const sockets = new Map<Socket, { read: number; written: number }>();

  return {
    servers,
    serve(index, path, body) {
      const server = servers[index];
      if (!server) throw new Error(`no server ${index}`);
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString();
      server.route(path, (request, response) => {
        const opened = performance.now();
        first = Math.min(first, opened);
        if (!sockets.has(request.socket)) sockets.set(request.socket, { read: 0, written: 0 });
        requests++;
        inFlight++;
        perHost[index] = (perHost[index] ?? 0) + 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        maxPerHost = Math.max(maxPerHost, perHost[index] ?? 0);
        response.on('close', () => {
          inFlight--;
          perHost[index] = (perHost[index] ?? 1) - 1;
          last = Math.max(last, performance.now());
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        });
        setTimeout(() => {
          if (request.headers['if-none-match'] === etag) {
            response.writeHead(304, { ETag: etag, 'Last-Modified': lastModified }).end();
            return;
          }
          response
            .writeHead(200, { 'Content-Type': 'application/x-gzip', 'Content-Length': String(body.length), ETag: etag, 'Last-Modified': lastModified })
            .end(body);
        }, hold);
      });
      return server.url(path);
    },
    setHold(ms) {
      hold = ms;
    },
    reset() {
      requests = 0;
      statuses = {};
      maxInFlight = inFlight;
      maxPerHost = Math.max(0, ...perHost);
      first = Number.POSITIVE_INFINITY;
      last = Number.NEGATIVE_INFINITY;
      for (const socket of sockets.keys()) sockets.set(socket, { read: socket.bytesRead, written: socket.bytesWritten });
    },
    read() {
      let bytesReceived = 0;
      let bytesSent = 0;
      for (const [socket, start] of sockets) {
        bytesReceived += socket.bytesRead - start.read;
        bytesSent += socket.bytesWritten - start.written;
      }
      return {
        requests,
        statuses: { ...statuses },
        maxInFlight,
        maxPerHost,
        bytesReceived,
        bytesSent,
        spanMs: requests > 0 ? last - first : 0,
      };
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
