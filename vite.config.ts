import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { manifestFor, type BuildTarget } from './scripts/build/manifest-for.ts';
import { mergeLocales } from './scripts/build/merge-locales.ts';

const root = import.meta.dirname;
const targets: readonly BuildTarget[] = ['chrome', 'firefox', 'dev'];

/** Writes the target's manifest and the merged `_locales`, and prints each page's gzipped cost. */
function extensionAssets(target: BuildTarget): Plugin {
  return {
    name: 'antenna-reader-extension-assets',
    generateBundle(_options, bundle) {
      const base = JSON.parse(readFileSync(resolve(root, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      const manifest = manifestFor(target, base);
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
      for (const [lang, messages] of mergeLocales(resolve(root, 'src/_locales'))) {
        this.emitFile({
          type: 'asset',
          fileName: `_locales/${lang}/messages.json`,
          source: JSON.stringify(messages, null, 2),
        });
      }
      const sizes = new Map<string, number>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const files = new Set<string>([chunk.fileName]);
        for (const name of files) {
          const part = bundle[name];
          if (part?.type === 'chunk') for (const imported of part.imports) files.add(imported);
        }
        let total = 0;
        for (const name of files) {
          const part = bundle[name];
          if (part?.type === 'chunk') total += gzipSync(part.code).length;
        }
        sizes.set(chunk.name, total);
      }
      for (const [name, size] of sizes) {
        this.info(`${name}: ${(size / 1024).toFixed(1)} KB gzipped (with its chunks)`);
      }
    },
  };
}

/**
 * `--mode cli`: the command-line tool as one JavaScript file for Node, `dist/cli/antenna.cjs`,
 * with its npm dependencies bundled in, so an installed copy runs without TypeScript or tsx.
 * Each command's code is evaluated when that command runs (see `run-cli.ts`). CommonJS: Node
 * loads one such file a few milliseconds sooner than an ES module, which is most of the tool's
 * own start-up.
 */
function cliConfig(): UserConfig {
  return {
    root,
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: resolve(root, 'src/cli/main.ts'),
      outDir: resolve(root, 'dist', 'cli'),
      emptyOutDir: true,
      target: 'node20',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: { format: 'cjs', entryFileNames: 'antenna.cjs', banner: '#!/usr/bin/env node', codeSplitting: false },
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'cli') return cliConfig();
  const target = (targets as readonly string[]).includes(mode) ? (mode as BuildTarget) : 'dev';
  return {
    root: resolve(root, 'src/ui'),
    publicDir: resolve(root, 'public'),
    plugins: [preact(), extensionAssets(target)],
    build: {
      outDir: resolve(root, 'dist', target),
      emptyOutDir: true,
      target: 'es2022',
      // Preload links (no polyfill: it would be an inline script, which the CSP forbids) let the
      // popup fetch its chunks at once instead of one after another.
      modulePreload: { polyfill: false },
      sourcemap: target === 'dev',
      minify: target !== 'dev',
      reportCompressedSize: false,
      rollupOptions: {
        input: {
          popup: resolve(root, 'src/ui/popup.html'),
          options: resolve(root, 'src/ui/options.html'),
          background: resolve(root, 'src/background/index.ts'),
        },
        output: {
          entryFileNames: (chunk) => (chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js'),
        },
      },
    },
  };
});
