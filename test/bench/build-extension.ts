import { resolve } from 'node:path';
import { build } from 'vite';
import { entrySizes, popupConfig } from '../../vite.config.ts';

const root = resolve(import.meta.dirname, '../..');

type BuildResult = Awaited<ReturnType<typeof build>>;

/** Each entry's gzipped JavaScript with every chunk it loads, as vite.config.ts prints it. */
function sizesOf(result: BuildResult): Map<string, number> {
  const bundle: Parameters<typeof entrySizes>[0] = {};
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue;
    for (const part of output.output) bundle[part.fileName] = part;
  }
  return entrySizes(bundle);
}

/**
 * Builds the extension with the project's own vite.config.ts in `mode` (`dev`: the unpacked
 * tree that grants 127.0.0.1; `chrome`: the release tree) into `outDir` — a directory of the
 * benchmark's own, so the trees other work in this checkout is using are never emptied under
 * it — and returns each entry's gzipped size: `background` (the worker), `options`, and
 * `popup` (built on its own into the same tree; built once more here, unwritten, to weigh it).
 */
export async function buildExtension(mode: 'dev' | 'chrome', outDir: string): Promise<Map<string, number>> {
  const result = await build({
    configFile: resolve(root, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const popup = popupConfig(mode, outDir);
  const popupResult = await build({ ...popup, logLevel: 'warn', build: { ...popup.build, write: false } });
  return new Map([...sizesOf(result), ...sizesOf(popupResult)]);
}
