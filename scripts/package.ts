// Zips the release trees for the stores: dist/antenna-reader-<target>-<version>.zip.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { zipSync } from 'fflate';

const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

for (const target of ['chrome', 'firefox']) {
  const dir = join(root, 'dist', target);
  const entries: Record<string, Uint8Array> = {};
  for (const file of filesUnder(dir).filter((f) => !f.endsWith('.map')).sort()) {
    entries[relative(dir, file)] = readFileSync(file);
  }
  const zip = zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  const out = join(root, 'dist', `antenna-reader-${target}-${version}.zip`);
  writeFileSync(out, zip);
  console.log(`${relative(root, out)}: ${Object.keys(entries).length} files, ${(zip.length / 1024).toFixed(1)} KB`);
}
