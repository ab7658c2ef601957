import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

type BuildResult = Awaited<ReturnType<typeof build>>;

/**
 * Gzipped bytes of each entry's JavaScript with every chunk it imports, as vite.config.ts's
 * plugin prints them: `background` (the worker), `popup`, `options`.
 */
function entrySizes(result: BuildResult): Map<string, number> {
  const chunks = new Map<string, { code: string; imports: readonly string[]; isEntry: boolean; name: string }>();
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue;
    for (const part of output.output) if (part.type === 'chunk') chunks.set(part.fileName, part);
  }
  const sizes = new Map<string, number>();
  for (const [fileName, chunk] of chunks) {
    if (!chunk.isEntry) continue;
    const files = new Set<string>([fileName]);
    for (const name of files) for (const imported of chunks.get(name)?.imports ?? []) files.add(imported);
    let total = 0;
    for (const name of files) {
      const code = chunks.get(name)?.code;
      if (code !== undefined) total += gzipSync(code).length;
    }
    sizes.set(chunk.name, total);
  }
  return sizes;
}

/**
 * Builds the extension with the project's own vite.config.ts in `mode` (`dev`: the unpacked
 * tree that grants 127.0.0.1; `chrome`: the release tree) into `outDir` — a directory of the
 * benchmark's own, so the trees other work in this checkout is using are never emptied under
 * it — and returns each entry's gzipped size.
 */
export async function buildExtension(mode: 'dev' | 'chrome', outDir: string): Promise<Map<string, number>> {
  const result = await build({
    configFile: resolve(root, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return entrySizes(result);
}
