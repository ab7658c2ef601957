import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../support/source-files.ts';

// The house's shape, checked: a pure core, one module for the browser, one for IndexedDB.
const root = join(import.meta.dirname, '../..');

/** What `file` imports: at the top, and by `import('…')` where it is needed (the CLI's commands). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const atTop = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => [m[0], m[1] ?? m[2]]);
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return [...atTop, ...dynamic].map((m) => m[1] ?? '');
}

/** What `file` imports for more than types (`import type …` left out). */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*import\s(?!type\s)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
}

const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
const name = (file: string) => relative(root, file);

/** Rooms that run the same in the worker, a page, the CLI and a unit test: no browser, no clock. */
const PURE_ROOMS = ['src/core', 'src/formats', 'src/http', 'src/markup', 'src/messages', 'src/reading'];

/** Every file under `dir`, tests included. */
function allSources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return allSources(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The files `file` imports, resolved. */
function importedFiles(file: string): string[] {
  return importsOf(file)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => join(file, '..', spec));
}

/**
 * The rooms table of docs/ARCHITECTURE.md, read as data: each room (`src/<room>/`) and the rooms
 * (or a room's folder, `formats/text`) its "may import" cell names.
 */
const ROOMS: Readonly<Record<string, readonly string[]>> = (() => {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| room | holds | may import |'));
  const rows = table.split('\n').slice(2);
  const rooms: Record<string, string[]> = {};
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const cells = row.split('|').map((cell) => cell.trim());
    const room = /^`src\/([\w-]+)\/`$/.exec(cells[1] ?? '')?.[1];
    if (room === undefined) throw new Error(`docs/ARCHITECTURE.md: a rooms table row without a room: ${row}`);
    rooms[room] = [...(cells.at(-2) ?? '').matchAll(/`([\w/-]+)`/g)].map((m) => m[1] ?? '');
  }
  return rooms;
})();

/** The rooms: the folders at the top of src/ that hold code. */
function roomFolders(): string[] {
  return readdirSync(join(root, 'src')).filter((entry) => statSync(join(root, 'src', entry)).isDirectory() && sources(join(root, 'src', entry)).length > 0);
}

const roomOf = (file: string) => relative(join(root, 'src'), file).split('/')[0] ?? '';

describe('the architecture', () => {
  it('keeps the pure rooms pure: no idb, no polyfill, no platform, no store', () => {
    const offenders = PURE_ROOMS.flatMap((room) => sources(join(root, room))).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec === 'idb' || spec === 'webextension-polyfill' || /\/(platform|store|background|ui)\//.test(spec))
        .map((spec) => `${name(file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('holds every import between rooms to the rooms table of docs/ARCHITECTURE.md', () => {
    expect(Object.keys(ROOMS).sort()).toEqual(roomFolders().sort());
    const offenders = sources(join(root, 'src')).flatMap((file) => {
      const from = roomOf(file);
      return importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative(join(root, 'src'), resolve(dirname(file), spec)))
        .filter((target) => !target.startsWith('..') && target.split('/')[0] !== from)
        .filter((target) => !(ROOMS[from] ?? []).some((allowed) => target.startsWith(`${allowed}/`)))
        .map((target) => `${name(file)} imports src/${target}: the rooms table lets src/${from}/ import ${(ROOMS[from] ?? []).join(', ') || 'no other room'}`);
    });
    expect(offenders).toEqual([]);
  });

  it('enters a folder with an index.ts only through it from outside the folder', () => {
    const folders = sources(join(root, 'src'))
      .filter((file) => file.endsWith('/index.ts') && dirname(dirname(file)) !== join(root, 'src'))
      .map((file) => dirname(file));
    expect(folders.map(name)).toContain('src/core/sync');
    const offenders = sources(join(root, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => folders.some((folder) => dirname(target) === folder && !file.startsWith(`${folder}/`) && !target.endsWith('/index.ts')))
        .map((target) => `${name(file)} imports ${name(target)}, inside a folder whose entry is ${name(join(dirname(target), 'index.ts'))}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps every folder of src/ to at most 25 production files', () => {
    const folders = new Map<string, number>();
    for (const file of sources(join(root, 'src'))) folders.set(name(dirname(file)), (folders.get(name(dirname(file))) ?? 0) + 1);
    const crowded = [...folders].filter(([, count]) => count > 25).map(([folder, count]) => `${folder}: ${count} files`);
    expect(crowded).toEqual([]);
    expect(folders.get('src/core')).toBeGreaterThan(5);
  });

  it('keeps the pure rooms away from the browser, the network and the clock', () => {
    const offenders = PURE_ROOMS.flatMap((room) => sources(join(root, room))).filter((file) =>
      /\bchrome\.|\bbrowser\.|(?<![.\w])fetch\(|\bindexedDB\b|\bDate\.now\(|\blocalStorage\b/.test(code(file)),
    );
    expect(offenders.map(name)).toEqual([]);
  });

  it('lets only src/platform import webextension-polyfill, and only src/store import idb', () => {
    const offenders = sources(join(root, 'src')).flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            (spec === 'webextension-polyfill' && !name(file).startsWith('src/platform/')) ||
            (spec === 'idb' && !name(file).startsWith('src/store/')),
        )
        .map((spec) => `${name(file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets the pages reach the browser, the store and the clock only through their env, bound in main.tsx', () => {
    // The popup's and the options page's components get `t`, messages, permissions, files and
    // the time from `PopupEnv` / `OptionsEnv`; only each page's main.tsx binds src/platform
    // (and the popup's first paint, a script of its own that runs before main.tsx).
    const pages = ['src/ui/popup', 'src/ui/options'].flatMap((room) => sources(join(root, room)));
    expect(pages.map(name)).toContain('src/ui/options/subscriptions/subscription-item.tsx');
    const offenders = pages
      .filter((file) => !/\/main\.tsx$|^src\/ui\/popup\/first-paint\/index\.ts$/.test(name(file)))
      .flatMap((file) => [
        ...importsOf(file)
          .filter((spec) => /(^|\/)platform\//.test(spec))
          .map((spec) => `${name(file)} imports ${spec}`),
        ...valueImportsOf(file)
          .filter((spec) => /(^|\/)store\//.test(spec))
          .map((spec) => `${name(file)} imports ${spec} (only its types may be)`),
        ...(/\bDate\.now\(/.test(code(file)) ? [`${name(file)} reads Date.now()`] : []),
      ]);
    expect(offenders).toEqual([]);
  });

  it('keeps chrome.* out of everything but src/platform', () => {
    const offenders = sources(join(root, 'src')).filter((file) => !name(file).startsWith('src/platform/') && /\bchrome\.\w/.test(code(file)));
    expect(offenders.map(name)).toEqual([]);
  });

  it('ships nothing that only tests use: every file of src/ is imported by shipped code or is an entry', () => {
    const shipped = sources(join(root, 'src'));
    // A declaration file (`.d.ts`) is read by the compiler, never imported: it counts as an entry.
    const entries = shipped.filter((file) => /(^|\/)(main\.tsx?|index\.ts)$/.test(name(file)) || name(file).startsWith('src/cli/main') || file.endsWith('.d.ts'));
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of importedFiles(file)) if (shipped.includes(next)) visit(next);
    };
    entries.forEach(visit);
    const testOnly = shipped.filter((file) => !reached.has(file)).map(name);
    expect(testOnly).toEqual([]);
  });

  it('keeps test support out of src/: no file of src/ imports from test/', () => {
    const offenders = allSources(join(root, 'src'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => importsOf(file).some((spec) => /(^|\/)test\//.test(spec)))
      .map(name);
    expect(offenders).toEqual([]);
  });
});
