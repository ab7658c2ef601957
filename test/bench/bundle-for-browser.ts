import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/**
 * Bundles one browser-side bench file (and the project modules it imports) into a single
 * script, in memory, with Vite: an ES module for a `new Worker(…, {type: 'module'})`, or an
 * IIFE to run as a string where no module can be loaded (an init script, `worker.evaluate`).
 * Bundled code also escapes tsx's `__name` helper, which breaks functions Playwright sends.
 */
export async function bundleForBrowser(entry: string, format: 'es' | 'iife'): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: resolve(root, entry), formats: [format], name: 'antennaBench', fileName: 'bundle' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const part of output.output) if (part.type === 'chunk' && part.isEntry) return part.code;
  }
  throw new Error(`bundling ${entry} gave no entry chunk`);
}
