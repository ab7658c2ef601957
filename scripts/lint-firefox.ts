// `npm test`'s Firefox check: builds the Firefox tree into a temporary folder and runs
// `web-ext lint` (Mozilla's addons-linter, offline) over it. Any error fails, and so does any
// warning or notice but those a bundled library causes, listed below with the reason each is
// harmless (SECURITY.md names them too).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

interface LintMessage {
  readonly code: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
}

interface LintReport {
  readonly errors: readonly LintMessage[];
  readonly warnings: readonly LintMessage[];
  readonly notices: readonly LintMessage[];
}

/** Warnings that come from a library's code bundled into a page, not from ours. */
const LIBRARY_WARNINGS = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    message: 'Unsafe assignment to innerHTML',
    // Preact's renderer assigns innerHTML only for a `dangerouslySetInnerHTML` prop, which no
    // component of ours passes (checked below): the prop's name is in the same file.
    library: 'dangerouslySetInnerHTML',
  },
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function fromLibrary(message: LintMessage, dist: string): boolean {
  return LIBRARY_WARNINGS.some(
    (known) =>
      known.code === message.code &&
      message.message.startsWith(known.message) &&
      message.file !== undefined &&
      readFileSync(join(dist, message.file), 'utf8').includes(known.library),
  );
}

const own = sourcesUnder(join(root, 'src')).filter((file) => /innerHTML/.test(readFileSync(file, 'utf8')));
if (own.length > 0) throw new Error(`our code assigns innerHTML, which the lint allows only in Preact: ${own.join(', ')}`);

const dist = mkdtempSync(join(tmpdir(), 'antenna-reader-firefox-'));
try {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--mode', 'firefox', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const webExt = join(root, 'node_modules/web-ext/bin/web-ext.js');
  let output: string;
  try {
    output = execFileSync(process.execPath, [webExt, 'lint', '--source-dir', dist, '--output', 'json', '--no-input'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // web-ext exits non-zero when there are errors; the report is still on stdout.
    output = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const report = JSON.parse(output) as LintReport;
  const ourWarnings = report.warnings.filter((m) => !fromLibrary(m, dist));
  const ours = [...report.errors, ...ourWarnings, ...report.notices];
  for (const m of ours) console.error(`web-ext lint: ${m.code} ${m.file ?? ''}:${m.line ?? ''} ${m.message}`);
  if (ours.length > 0) process.exit(1);
  console.log(`web-ext lint: 0 errors, 0 notices, ${report.warnings.length - ourWarnings.length} warning(s), all from Preact's bundled renderer`);
} finally {
  rmSync(dist, { recursive: true, force: true });
}
