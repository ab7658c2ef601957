import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import preact from '@preact/preset-vite';
import type { OutputAsset, OutputChunk } from 'rolldown';
import { build, defineConfig, type InlineConfig, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import { manifestFor, type BuildTarget } from './scripts/build/manifest-for.ts';
import { mergeLocales } from './scripts/build/merge-locales.ts';

const root = import.meta.dirname;
const targets: readonly BuildTarget[] = ['chrome', 'firefox', 'dev'];

/**
 * Gzipped bytes of each entry's JavaScript with every chunk it loads, statically or when first
 * used; the popup's with its first paint (`FIRST_PAINT_FILE`), the classic script its page runs first.
 */
export function entrySizes(bundle: Record<string, OutputAsset | OutputChunk>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    const files = new Set<string>([chunk.fileName]);
    for (const name of files) {
      const part = bundle[name];
      if (part?.type === 'chunk') for (const imported of [...part.imports, ...part.dynamicImports]) files.add(imported);
    }
    let total = 0;
    for (const name of files) {
      const part = bundle[name];
      if (part?.type === 'chunk') total += gzipSync(part.code).length;
    }
    const firstPaint = chunk.name === 'popup' ? bundle[FIRST_PAINT_FILE] : undefined;
    if (firstPaint?.type === 'asset') total += gzipSync(firstPaint.source).length;
    sizes.set(chunk.name, total);
  }
  return sizes;
}

/** Prints each page's gzipped cost (the release budgets: popup < 40 KB, worker < 80 KB). */
function printSizes(): Plugin {
  return {
    name: 'antenna-reader-sizes',
    generateBundle(_options, bundle) {
      for (const [name, size] of entrySizes(bundle)) {
        this.info(`${name}: ${(size / 1024).toFixed(1)} KB gzipped (with its chunks)`);
      }
    },
  };
}

/** Writes the target's manifest and the merged `_locales`. */
function extensionAssets(target: BuildTarget): Plugin {
  return {
    name: 'antenna-reader-extension-assets',
    generateBundle() {
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
    },
  };
}

/** Where the popup's first paint (`src/ui/popup/first-paint/index.ts`) goes in the tree. */
const FIRST_PAINT_FILE = 'assets/popup-first-paint.js';

/**
 * The popup's first paint: a classic script (an IIFE, no imports), built on its own, minified
 * in every build (it is what the popup waits for), and run by `popup.html` after `#app`; the
 * popup's style sheet, which that build gives as a file, is written into the page's head (an
 * inline style: the extension pages' policy limits scripts, not styles), so the page fetches
 * no more files for it and its rows are laid out as they are parsed. A
 * classic script runs as soon as the parser reaches it; a module only once the page is parsed
 * and the module compiled. The page names the popup's module only to the first paint
 * (`data-module`), which asks for it once it has painted: with the module in the page, its
 * fetch and compilation came first and were seen to hold the first paint back 15–50 ms.
 */
function firstPaintScript(target: BuildTarget): Plugin {
  let code = '';
  let css = '';
  return {
    name: 'antenna-reader-first-paint',
    apply: 'build',
    async buildStart() {
      const output = await build({
        configFile: false,
        mode: target,
        root,
        publicDir: false,
        logLevel: 'warn',
        build: {
          target: 'es2022',
          write: false,
          minify: true,
          reportCompressedSize: false,
          lib: { entry: resolve(root, 'src/ui/popup/first-paint/index.ts'), formats: ['iife'], name: 'antennaReaderFirstPaint', fileName: () => 'first-paint.js' },
        },
      });
      const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
      const chunk = files.find((file) => file.type === 'chunk');
      const style = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (!chunk || style?.type !== 'asset') throw new Error('the popup\'s first paint and style sheet were not built');
      code = chunk.code;
      css = String(style.source).trim();
      // A style element ends at the first `</style`: the sheet must not hold one.
      if (/<\/style/i.test(css)) throw new Error('the popup\'s style sheet cannot be written into its page');
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_FILE, source: code });
      this.info(`popup first paint: ${(gzipSync(code).length / 1024).toFixed(1)} KB gzipped; its style sheet, in popup.html: ${(gzipSync(css).length / 1024).toFixed(1)} KB gzipped`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const module = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!module?.[1]) throw new Error('popup.html has no module script');
        return html
          .replace(module[0], '')
          .replace('</head>', `  <style>${css}</style>\n  </head>`)
          .replace('</body>', `  <script src="/${FIRST_PAINT_FILE}" data-module="${module[1]}"></script>\n  </body>`);
      },
    },
  };
}

/** Settings both extension builds share. */
function pageBuild(target: BuildTarget): UserConfig['build'] & object {
  return {
    target: 'es2022',
    // Preload links (no polyfill: it would be an inline script, which the CSP forbids) let a
    // page fetch its chunks at once instead of one after another.
    modulePreload: { polyfill: false },
    sourcemap: target === 'dev',
    minify: target !== 'dev',
    reportCompressedSize: false,
    emptyOutDir: false,
  };
}

/**
 * The popup, built on its own into the same tree (`popup.html` and its scripts): its first
 * paint with the style sheet as text (`firstPaintScript`), then everything it needs to run —
 * Preact, its components, idb and the store's reading code — in ONE module, shared with no other
 * page, since every file an extension page fetches costs the popup time before it can show
 * anything. What it needs only later
 * (webextension-polyfill, to send messages and open tabs; the migrations, for a database not
 * yet at the current version) comes in chunks of its own, loaded when first used.
 */
export function popupConfig(target: BuildTarget, outDir: string): InlineConfig {
  return {
    configFile: false,
    mode: target,
    root: resolve(root, 'src/ui'),
    publicDir: false,
    plugins: [preact(), firstPaintScript(target), printSizes()],
    build: {
      ...pageBuild(target),
      outDir,
      rollupOptions: {
        input: { popup: resolve(root, 'src/ui/popup.html') },
        output: { entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  };
}

/** Builds the popup (`popupConfig`) into the tree just written, once the other pages are in it. */
function popupBuild(target: BuildTarget): Plugin {
  let resolved: ResolvedConfig | null = null;
  return {
    name: 'antenna-reader-popup-build',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async closeBundle() {
      if (!resolved) throw new Error('the popup build ran before the configuration was resolved');
      const config = popupConfig(target, resolved.build.outDir);
      await build({ ...config, logLevel: resolved.logLevel, build: { ...config.build, sourcemap: resolved.build.sourcemap, minify: resolved.build.minify } });
    },
  };
}

/**
 * `--mode cli`: the command-line tool as one JavaScript file for Node, `dist/cli/antenna.cjs`,
 * with its npm dependencies bundled in, so an installed copy runs without TypeScript or tsx.
 * Every module is imported statically (see `run-cli.ts`), so each stands at the file's top level
 * rather than in a function of its own. CommonJS: Node loads one such file a few milliseconds
 * sooner than an ES module, which is most of the tool's own start-up.
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
        // The files a command loads only when it runs (`import()`): a plain LIRS file to JSON
        // reads and compiles the first alone.
        output: {
          format: 'cjs',
          entryFileNames: 'antenna.cjs',
          chunkFileNames: 'antenna-[name].cjs',
          banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
        },
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
    plugins: [preact(), extensionAssets(target), printSizes(), popupBuild(target)],
    build: {
      ...pageBuild(target),
      outDir: resolve(root, 'dist', target),
      emptyOutDir: true,
      rollupOptions: {
        // The popup is built on its own (popupConfig), so that it shares no chunk with these.
        input: {
          options: resolve(root, 'src/ui/options.html'),
          background: resolve(root, 'src/background/index.ts'),
        },
        output: {
          entryFileNames: (chunk) => (chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js'),
        },
        // The popup's own build runs in a hook of this one (popupBuild): its time is no slow plugin.
        checks: { bundlerTimings: false },
      },
    },
  };
});
