import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import { makeRecord } from '../../test/support/store-test-support.ts';
import { atomDocument } from '../../test/fixtures/atom-feed.ts';
import { startAntennaServer, type AntennaServer } from '../../test/server/antenna-server.ts';

// `antenna poll` run as users run it, against a local server of archived Atom and LIRS files.
const root = fileURLToPath(new URL('../../', import.meta.url));

function antenna(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end();
  });
}

const entry = (n: number, updated: string) => ({
  id: `urn:site:${n}`,
  url: `http://site${n}.example.jp/`,
  title: `サイト${n}`,
  updated,
});

describe('antenna poll', { timeout: 60_000 }, () => {
  let server: AntennaServer;

  beforeAll(async () => {
    server = await startAntennaServer();
    const atom = (path: string, body: string) => server.serve(path, { body, contentType: 'application/atom+xml' });
    atom('/feed.atom', atomDocument({
      title: 'アーカイブ付き',
      self: server.url('/feed.atom'),
      prevArchive: server.url('/2026-10.atom'),
      entries: [entry(1, '2026-11-20T10:00:00+09:00'), entry(2, '2026-11-20T09:00:00+09:00')],
    }));
    atom('/2026-10.atom', atomDocument({
      title: 'アーカイブ付き',
      self: server.url('/2026-10.atom'),
      archive: true,
      prevArchive: server.url('/2026-09.atom'),
      entries: [entry(3, '2026-10-30T09:00:00+09:00')],
    }));
    atom('/2026-09.atom', atomDocument({
      title: 'アーカイブ付き',
      self: server.url('/2026-09.atom'),
      archive: true,
      entries: [entry(4, '2026-09-30T09:00:00+09:00')],
    }));
    server.serve('/sites.lirs.gz', {
      body: encodeLirs(
        [makeRecord('http://site2.example.jp/', { lastModified: 1_790_000_000, lastDetected: 1_790_000_100, title: 'LIRS のサイト2' }),
          makeRecord('http://lirs.example.jp/', { lastModified: 1_789_000_000, title: 'LIRS だけ' })],
        { gzip: true },
      ),
      contentType: 'application/x-gzip',
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('prints the whole rebuilt archived feed, merged with a LIRS antenna, one row per site', async () => {
    const run = await antenna(['poll', server.url('/feed.atom'), server.url('/sites.lirs.gz'), '--json']);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      antennas: { url: string; format: string; records: number; history: string | null; error: string | null }[];
      sites: { url: string; title: string; sources: string[] }[];
    };
    expect(out.antennas.map((a) => [a.format, a.records, a.history, a.error])).toEqual([
      ['atom', 4, null, null],
      ['lirs', 2, null, null],
    ]);
    expect(out.sites.map((s) => s.url).sort()).toEqual([
      'http://lirs.example.jp/', 'http://site1.example.jp/', 'http://site2.example.jp/', 'http://site3.example.jp/', 'http://site4.example.jp/',
    ]);
    const shared = out.sites.find((s) => s.url === 'http://site2.example.jp/');
    expect(shared?.sources).toHaveLength(2);
  });

  it('prints a table and says how many history documents it read', async () => {
    const run = await antenna(['poll', server.url('/feed.atom')]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('サイト4');
    expect(run.stdout).toContain('2026-11-20T10:00:00+09:00');
    expect(run.stdout).toContain("read 3 documents of the feed's history");
  });

  it('reports an antenna it cannot read, and fails only when none could be read', async () => {
    const some = await antenna(['poll', server.url('/missing.lirs'), server.url('/sites.lirs.gz')]);
    expect(some.status).toBe(0);
    expect(some.stdout).toContain(`${server.url('/missing.lirs')}: the server answered 404 (not found)`);
    const none = await antenna(['poll', server.url('/missing.lirs')]);
    expect(none.status).toBe(1);
    expect(none.stderr).toBe('antenna: no antenna could be read\n');
  });

  it('follows the archives in decode of a URL too', async () => {
    const run = await antenna(['decode', server.url('/feed.atom'), '--json']);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { records: unknown[] }).records).toHaveLength(4);
  });
});
