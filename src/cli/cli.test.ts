import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileServer, type HostileServer } from '../../test/server/hostile-server.ts';

// The command-line tool from its source (`npm run antenna`), in its own process; the built and
// installed tool is run by test/unit/packed-cli.test.ts.
const root = fileURLToPath(new URL('../../', import.meta.url));
// Each run starts Node and tsx, which takes seconds on a busy machine.
const SLOW = 60_000;
const fixture = (name: string): string => join(root, 'test/fixtures/hinadi', name);

interface Run {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

function antenna(args: string[], stdin: string | Uint8Array = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), ...args], { cwd: root });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }));
    child.stdin.end(stdin);
  });
}

/** A failure is exactly one line on stderr, `antenna: …`, with no stack trace. */
function expectOneLineError(run: Run, message: string): void {
  expect(run.stdout.length).toBe(0);
  expect(run.stderr).toBe(`antenna: ${message}\n`);
}

let dir = '';
let server: Server;
let base = '';
const LIRS = 'LIRS,946782245,946782300,32400,1024,http://lirs.example.jp/,ただよう記憶,ひや,http://antenna.example.jp/,\n';
const SJIS_NO_CHARSET = [
  // hina-di without a charset in its header, in Shift_JIS: only the HTTP header says so.
  0x48, 0x49, 0x4e, 0x41, 0x2f, 0x32, 0x2e, 0x32, 0x0a, 0x0a,
  ...new TextEncoder().encode('URL: http://sjis.example.jp/\nTitle: '),
  0x95, 0x5c, 0x8e, 0xa6, // 表示
  ...new TextEncoder().encode('\nLast-Modified: Sun, 02 Jan 2000 12:04:05 +0900\n'),
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'antenna-cli-'));
  writeFileSync(join(dir, 'tiny.lirs'), LIRS);
  writeFileSync(join(dir, 'page.html'), '<!DOCTYPE html><html><body>not an antenna</body></html>');
  server = createServer((request, response) => {
    if (request.url === '/links.html') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!DOCTYPE html><title>diary</title><link rel="alternate" type="application/rss+xml" title="RSS" href="/index.rdf"><a href="hina.di">hina-di</a>');
    } else if (request.url === '/sjis.di') {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=Shift_JIS' });
      response.end(Buffer.from(SJIS_NO_CHARSET));
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

describe('antenna decode', { timeout: SLOW }, () => {
  it('prints one JSON object with exactly the documented keys', async () => {
    const run = await antenna(['decode', fixture('wdb.di'), '--json']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const printed = JSON.parse(run.stdout.toString('utf8')) as Record<string, unknown> & { records: Record<string, unknown>[] };
    expect(Object.keys(printed)).toEqual(['format', 'encoding', 'records', 'rejected']);
    expect(printed.records.map((record) => Object.keys(record))).toEqual(
      printed.records.map(() => [
        'url', 'title', 'author', 'lastModified', 'lastDetected', 'tzOffset', 'contentLength', 'sourceUrl', 'checkedUrl',
        'method', 'expires', 'extension', 'extra',
      ]),
    );
    const expected = JSON.parse(readFileSync(fixture('wdb.di.json'), 'utf8')) as { records: { lastDetected: number | null }[] };
    // Settled as the extension stores them: a block that says no detection time takes the file's Date.
    const fileDate = Date.UTC(2000, 0, 2, 3, 10) / 1000;
    const settled = expected.records.map((record) => ({ ...record, lastDetected: record.lastDetected ?? fileDate }));
    expect(printed).toEqual({ format: 'hina-di', encoding: 'euc-jp', records: settled, rejected: [] });
  });

  it('prints a table with each time in the site zone, then counts and rejected records; exit 0', async () => {
    const run = await antenna(['decode', fixture('broken.di')]);
    expect(run.status).toBe(0);
    const text = run.stdout.toString('utf8');
    expect(text).toMatch(/^TIME +TITLE +AUTHOR +URL\n/);
    expect(text).toContain('hina-di (euc-jp): 2 records, 10 rejected');
    expect(text).toContain('  rejected line 9: repeated field Title (hina-di §10)\n');

    const relay = (await antenna(['decode', fixture('relay.di.gz')])).stdout.toString('utf8');
    expect(relay.split('\n')[1]).toMatch(/^2005-03-01T20:15:00\+09:00 +Example Org +Org +http:\/\/www\.example\.org\/$/);
  });

  it('reads LIRS too', async () => {
    const run = await antenna(['decode', join(dir, 'tiny.lirs'), '--json']);
    expect(JSON.parse(run.stdout.toString('utf8'))).toMatchObject({
      format: 'lirs',
      records: [{ url: 'http://lirs.example.jp/', title: 'ただよう記憶', tzOffset: 32400 }],
    });
  });

  it("reads a hina.txt as the format hina-txt (tamatebako's, as it wrote it), each site detected when it was read", async () => {
    const before = Math.floor(Date.now() / 1000);
    const run = await antenna(['decode', join(root, 'test/fixtures/producers/tamatebako/sites.txt'), '--json'], '');
    const after = Math.ceil(Date.now() / 1000);
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout.toString('utf8')) as { format: string; records: unknown[]; rejected: unknown[] };
    expect(printed.format).toBe('hina-txt');
    expect(printed.records[0]).toMatchObject({
      url: 'http://127.0.0.1:18012/tama/euc/',
      title: '①日記 ㈱ひろ商店',
      author: 'ひろ',
      lastModified: 1104552000,
      tzOffset: 32400,
    });
    // hina.txt says nothing of when the antenna checked: the time of reading stands in, as in the extension.
    const detected = (printed.records[0] as { lastDetected: number }).lastDetected;
    expect(detected).toBeGreaterThanOrEqual(before);
    expect(detected).toBeLessThanOrEqual(after);
    expect(printed.rejected).toEqual([
      { line: 4, reason: 'HINA_REMOTE_OUT: the check failed, or no antenna it relays from knew the site' },
      { line: 5, reason: 'HINA_UNKNOWN: the antenna does not know the update time yet' },
    ]);
  });

  it('reads standard input for -', async () => {
    const run = await antenna(['decode', '-', '--json'], LIRS);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.toString('utf8'))).toMatchObject({ format: 'lirs' });
  });

  it('fetches an http URL and reads the charset its Content-Type names', async () => {
    const run = await antenna(['decode', `${base}/sjis.di`, '--json']);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.toString('utf8'))).toMatchObject({ encoding: 'shift_jis', records: [{ title: '表示' }] });
  });

  it('fails with status 1 and one line for an HTTP error', async () => {
    const run = await antenna(['decode', `${base}/missing.di`]);
    expect(run.status).toBe(1);
    expectOneLineError(run, `cannot fetch ${base}/missing.di: the server answered 404 (not found)`);
  });

  it('fails with status 1 and one line for a file that is no antenna', async () => {
    const run = await antenna(['decode', join(dir, 'page.html')]);
    expect(run.status).toBe(1);
    expectOneLineError(run, 'not an antenna file: looks like HTML');
  });

  it('names the antennas a fetched web page links to', async () => {
    const run = await antenna(['decode', `${base}/links.html`]);
    expect(run.status).toBe(1);
    expectOneLineError(run, `not an antenna file: looks like HTML; it links to ${base}/hina.di (hina-di), ${base}/index.rdf (RSS)`);
  });

  it('fails with status 1 and one line for a missing file', async () => {
    const run = await antenna(['decode', join(dir, 'nothing.di')]);
    expect(run.status).toBe(1);
    expectOneLineError(run, `cannot read ${join(dir, 'nothing.di')}: no such file`);
  });

  it('fails with status 2 and one line for a usage error', async () => {
    const run = await antenna(['decode', 'x', '--jsn']);
    expect(run.status).toBe(2);
    expectOneLineError(run, 'unknown option --jsn for decode (see antenna --help)');
  });
});

describe('antenna decode against a hostile server: the same truth as the worker', { timeout: SLOW }, () => {
  let hostile: HostileServer;
  let host = '';

  beforeAll(async () => {
    hostile = await startHostileServer({ lifetimeMs: 120_000 });
    host = new URL(hostile.origin).host;
  });
  afterAll(() => hostile.close());

  it('prints the table of a LIRS file with a time past year 9999: that record rejected and why, the rest shown; exit 0', async () => {
    const path = join(dir, 'impossible.lirs');
    writeFileSync(path, 'LIRS,999999999999999,946782300,32400,0,http://bad.example.jp/,bad,a,0,\n' + LIRS);
    const run = await antenna(['decode', path]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const text = run.stdout.toString('utf8');
    expect(text).toMatch(/^TIME +TITLE +AUTHOR +URL\n2000-01-02T12:04:05\+09:00 +ただよう記憶/);
    expect(text).toContain('lirs (utf-8): 1 record, 1 rejected');
    expect(text).toContain('  rejected line 1: unusable: Last-Modified 999999999999999 is outside the times the reader can show (1970 to 9999)\n');
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)'])('says a redirect to %s is not followed, never that the host could not be reached', async (location) => {
    hostile.set('/moved.lirs', { kind: 'redirect', location });
    const run = await antenna(['decode', hostile.url('/moved.lirs')]);
    expect(run.status).toBe(1);
    expectOneLineError(run, `cannot fetch ${hostile.url('/moved.lirs')}: ${host} redirected to an address that is not http or https`);
  });

  it('names a connection cut in the middle of the file, in decode and in poll', async () => {
    hostile.set('/cut.lirs', { kind: 'cut', body: LIRS.repeat(50), at: 700, framing: 'length' });
    const decoded = await antenna(['decode', hostile.url('/cut.lirs')]);
    expect(decoded.status).toBe(1);
    expectOneLineError(decoded, `cannot fetch ${hostile.url('/cut.lirs')}: ${host} closed the connection before the whole file arrived`);
    const polled = await antenna(['poll', hostile.url('/cut.lirs')]);
    expect(polled.status).toBe(1);
    expect(polled.stdout.toString('utf8')).toContain(`${hostile.url('/cut.lirs')}: ${host} closed the connection before the whole file arrived`);
  });

  it('fails a gzip file cut short at its source, sent with Content-Encoding: gzip, in decode and in poll', async () => {
    const body = Array.from({ length: 400 }, (_, n) => LIRS.replace('lirs.example.jp/', `lirs.example.jp/${n}/`)).join('');
    hostile.set('/died.lirs', { kind: 'truncated-gzip', body, contentEncodingGzip: true, contentType: 'text/plain; charset=UTF-8' });
    const decoded = await antenna(['decode', hostile.url('/died.lirs')]);
    expect(decoded.status).toBe(1);
    expect(decoded.stderr).toContain('the file was cut short');
    const polled = await antenna(['poll', hostile.url('/died.lirs')]);
    expect(polled.status).toBe(1);
    expect(polled.stdout.toString('utf8')).toContain(`${hostile.url('/died.lirs')}: the file was cut short`);
  });
});

describe('antenna encode', { timeout: SLOW }, () => {
  it('writes hina-di that decodes to the same records, gzipped when asked', async () => {
    const decoded = await antenna(['decode', fixture('tamatebako.di'), '--json']);
    const encoded = await antenna(['encode', '--format', 'hina-di', '--gzip'], decoded.stdout);
    expect(encoded.status).toBe(0);
    expect([encoded.stdout[0], encoded.stdout[1]]).toEqual([0x1f, 0x8b]);
    writeFileSync(join(dir, 'again.di.gz'), encoded.stdout);
    const again = await antenna(['decode', join(dir, 'again.di.gz'), '--json']);
    const records = (run: Run): unknown => (JSON.parse(run.stdout.toString('utf8')) as { records: unknown }).records;
    expect(records(again)).toEqual(records(decoded));
  });

  it('writes EUC-JP LIRS from a bare array, filling the fields left out', async () => {
    const input = JSON.stringify([{ url: 'http://a.example.jp/', title: '日記', lastModified: 946782245, lastDetected: 946782300 }]);
    const run = await antenna(['encode', '--format', 'lirs'], input);
    expect(run.status).toBe(0);
    expect(new TextDecoder('euc-jp').decode(run.stdout)).toBe('LIRS,946782245,946782300,,0,http://a.example.jp/,日記,0,0,\n');
  });

  it('fails with status 1 and one line for a bad record', async () => {
    const run = await antenna(['encode', '--format', 'lirs'], '[{"url":"http://a.example.jp/","lastModified":"soon","lastDetected":1}]');
    expect(run.status).toBe(1);
    expectOneLineError(run, 'records[0].lastModified: expected Unix seconds (an integer) from 1970 to 9999, got "soon"');
  });
});

describe('antenna --help', { timeout: SLOW }, () => {
  it('prints the commands and exits 0', async () => {
    const run = await antenna(['--help']);
    expect(run.status).toBe(0);
    const text = run.stdout.toString('utf8');
    expect(text).toContain('Usage: antenna <command>');
    expect(text).toContain('decode <file | URL | ->');
    expect(text).toContain('encode --format lirs|hina-di');
  });

  it('prints its version', async () => {
    const run = await antenna(['--version']);
    expect(run.status).toBe(0);
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(run.stdout.toString('utf8')).toBe(`antenna ${version}\n`);
  });
});
