import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCommand } from '../../src/cli/decode-command.ts';
import type { CliIo } from '../../src/cli/cli-io.ts';
import { startAntennaServer, type AntennaServer } from '../server/antenna-server.ts';

// `antenna decode FILE` and `antenna decode URL` settle what they decode the same way (detection
// times, display mode, bounded records): a file prints the rows its URL prints.
const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'test/fixtures');
const now = 1_700_000_000;

/** What `antenna decode <source> --json` prints, run in this process with the clock at `now`. */
async function decodeJson(source: string): Promise<unknown> {
  let out = '';
  let err = '';
  const io: CliIo = {
    writeOut: (chunk) => {
      out += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
    },
    writeErr: (text) => {
      err += text;
    },
    readStdin: () => Promise.reject(new Error('no input')),
    readFile: async (path) => new Uint8Array(readFileSync(path)),
    fetch: (input, init) => fetch(input, init),
    now: () => now,
  };
  await decodeCommand(source, true, io);
  expect(err).toBe('');
  return JSON.parse(out);
}

describe('antenna decode reads a file and its URL through one pipeline', () => {
  let server: AntennaServer;
  beforeAll(async () => {
    server = await startAntennaServer({ root: fixtures });
  });
  afterAll(() => server.close());

  it.each([
    // gzipped EUC-JP hina-di; WDB's, whose one undetected record takes the header's Date
    'hinadi/relay.di.gz',
    'hinadi/wdb.di',
    // hina.txt says no detection time at all: the time of reading fills it in
    'producers/tamatebako/sites.txt',
    // an Atom diary on one host, shown as one site
    'feed/atom03-diary.xml',
  ])('prints the same rows for %s as a file and at a URL', async (path) => {
    const fromFile = await decodeJson(join(fixtures, path));
    const fromUrl = await decodeJson(server.url(`/${path}`));
    expect(fromFile).toEqual(fromUrl);
    expect((fromFile as { records: { lastDetected: unknown }[] }).records.every((record) => typeof record.lastDetected === 'number')).toBe(true);
  });

  it('decodes in one module outside the decoders, the reading pipeline', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const callers = sources(join(root, 'src'))
      .filter((file) => !file.startsWith(join(root, 'src/formats')))
      .filter((file) => /\bdecodeAntenna\(/.test(readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')))
      .map((file) => relative(root, file));
    expect(callers).toEqual(['src/reading/settle-antenna.ts']);
  });
});
