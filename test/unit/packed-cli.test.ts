import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The command-line tool as a user installs it: `npm pack` (whose prepack step builds
// dist/cli/antenna.cjs), then the tarball installed into an empty folder without dev
// dependencies — so neither TypeScript, tsx nor Vite is there — and `antenna` run from there.
const root = fileURLToPath(new URL('../../', import.meta.url));
/** Building, packing and installing take seconds, more on a busy machine. */
const SLOW = 180_000;

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment without npm's per-script variables, so the child npm acts as a user's would. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024, timeout: SLOW }, (error, stdout, stderr) => {
      const status = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ status, stdout, stderr });
    });
  });
}

let dir = '';
let antenna = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'antenna-packed-'));
  const packed = await run('npm', ['pack', '--pack-destination', dir], root);
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  expect(tarball).toBeDefined();
  const app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'antenna-user', version: '1.0.0', private: true }));
  // The tool depends on nothing: --offline proves npm needs no registry to install it.
  const installed = await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--no-save', join(dir, tarball ?? '')],
    app,
  );
  expect(installed.status, installed.stderr).toBe(0);
  antenna = join(app, 'node_modules', '.bin', 'antenna');
}, SLOW);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('the installed antenna command', { timeout: SLOW }, () => {
  it('is installed without the dev tools', () => {
    const modules = join(dir, 'app', 'node_modules');
    expect(existsSync(join(modules, 'antenna-reader', 'dist', 'cli', 'antenna.cjs'))).toBe(true);
    for (const tool of ['tsx', 'typescript', 'vite']) expect(existsSync(join(modules, tool)), tool).toBe(false);
    expect(existsSync(join(modules, 'antenna-reader', 'src'))).toBe(false);
  });

  it('installs alone: the libraries are bundled into the tool\'s own files, so npm adds no package', () => {
    const modules = join(dir, 'app', 'node_modules');
    expect(readdirSync(modules).filter((entry) => !entry.startsWith('.'))).toEqual(['antenna-reader']);
  });

  it('prints its version', async () => {
    const printed = await run(antenna, ['--version'], join(dir, 'app'));
    expect(printed.status).toBe(0);
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(printed.stdout).toBe(`antenna ${version}\n`);
  });

  it('loads zlib and crypto only for a command that needs them: not for its help or a plain file', async () => {
    // Node's own list of the built-in modules a process loaded, printed as the tool exits.
    const reporter = join(dir, 'loaded.cjs');
    writeFileSync(reporter, "process.on('exit',()=>process.stderr.write(JSON.stringify(process.moduleLoadList.filter((m)=>/^NativeModule (zlib|crypto)$/.test(m)))))");
    const tool = join(dir, 'app', 'node_modules', 'antenna-reader', 'dist', 'cli', 'antenna.cjs');
    const loaded = async (args: readonly string[]) => JSON.parse((await run(process.execPath, ['--require', reporter, tool, ...args], dir)).stderr) as unknown;
    expect(await loaded(['--help'])).toEqual([]);
    expect(await loaded(['decode', join(root, 'test/fixtures/hinadi/wdb.di')])).toEqual([]);
    expect(await loaded(['decode', join(root, 'test/fixtures/hinadi/relay.di.gz')])).toEqual(['NativeModule zlib']);
  });

  it('reads and compiles less than half of itself for a plain LIRS file to JSON, all it needs for any other', async () => {
    // The size of the tool's own files a process loaded, printed as it exits.
    const reporter = join(dir, 'files.cjs');
    writeFileSync(
      reporter,
      "process.on('exit',()=>process.stderr.write(String(Object.keys(require.cache).filter((f)=>f.includes('antenna-reader')).reduce((n,f)=>n+require('fs').statSync(f).size,0))))",
    );
    const tool = join(dir, 'app', 'node_modules', 'antenna-reader', 'dist', 'cli', 'antenna.cjs');
    const loaded = async (args: readonly string[]) => Number((await run(process.execPath, ['--require', reporter, tool, ...args], dir)).stderr);
    const plain = join(dir, 'plain.lirs');
    writeFileSync(plain, 'LIRS,938779260,938781002,+32400,0,http://a.example.jp/,A,B,0,\n');
    const plainJson = await loaded(['decode', plain, '--json']);
    expect(plainJson).toBeGreaterThan(0);
    expect(plainJson * 2).toBeLessThan(await loaded(['decode', plain]));
    expect(plainJson * 2).toBeLessThan(await loaded(['decode', join(root, 'test/fixtures/hinadi/wdb.di'), '--json']));
  });

  it('prints its help', async () => {
    const help = await run(antenna, ['--help'], join(dir, 'app'));
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: antenna <command>');
    expect(help.stdout).toContain('decode <file | URL | ->');
  });

  it('decodes a hina-di file to the records its fixture expects', async () => {
    const fixture = join(root, 'test/fixtures/hinadi/wdb.di');
    const decoded = await run(antenna, ['decode', fixture, '--json'], join(dir, 'app'));
    expect(decoded.stderr).toBe('');
    expect(decoded.status).toBe(0);
    const expected = JSON.parse(readFileSync(`${fixture}.json`, 'utf8')) as { records: { lastDetected: number | null }[] };
    // As the extension stores them: a block that says no detection time takes the file's Date.
    const fileDate = Date.UTC(2000, 0, 2, 3, 10) / 1000;
    const records = expected.records.map((record) => ({ ...record, lastDetected: record.lastDetected ?? fileDate }));
    expect(JSON.parse(decoded.stdout)).toEqual({ format: 'hina-di', encoding: 'euc-jp', records, rejected: [] });
  });

  it('decodes a gzipped LIRS file to the records its fixture expects, and prints its table', async () => {
    const fixture = join(root, 'test/fixtures/lirs/samidare.lirs.gz');
    const expected = JSON.parse(readFileSync(`${fixture}.json`, 'utf8')) as { records: unknown; rejected: unknown };
    const json = await run(antenna, ['decode', fixture, '--json'], join(dir, 'app'));
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ format: 'lirs', encoding: 'euc-jp', records: expected.records, rejected: expected.rejected });
    const table = await run(antenna, ['decode', fixture], join(dir, 'app'));
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/^TIME +TITLE +AUTHOR +URL\n/);
    expect(table.stdout).toContain('さみだれ日記');
    expect(table.stdout).toMatch(/\nlirs \(euc-jp, gzip\): \d+ records?, \d+ rejected\n/);
  });
});
