import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house's shape, checked: a pure core, one module for the browser, one for IndexedDB.
const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
}

const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
const name = (file: string) => relative(root, file);

describe('the architecture', () => {
  it('keeps src/formats and src/core pure: no idb, no polyfill, no platform, no store', () => {
    const offenders = [...sources(join(root, 'src/formats')), ...sources(join(root, 'src/core'))].flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec === 'idb' || spec === 'webextension-polyfill' || /\/(platform|store|background|ui)\//.test(spec))
        .map((spec) => `${name(file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps src/formats and src/core away from the browser, the network and the clock', () => {
    const offenders = [...sources(join(root, 'src/formats')), ...sources(join(root, 'src/core'))].filter((file) =>
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

  it('keeps chrome.* out of everything but src/platform', () => {
    const offenders = sources(join(root, 'src')).filter((file) => !name(file).startsWith('src/platform/') && /\bchrome\.\w/.test(code(file)));
    expect(offenders.map(name)).toEqual([]);
  });
});
