import { readFileSync } from 'node:fs';
import binaryen from 'binaryen';
import wabtInit from 'wabt';

/** What the modules use beyond the first WebAssembly, all in Node 20 and in current browsers. */
const FEATURES =
  binaryen.Features.MutableGlobals |
  binaryen.Features.NontrappingFPToInt |
  binaryen.Features.SignExt |
  binaryen.Features.SIMD128 |
  binaryen.Features.BulkMemory |
  binaryen.Features.BulkMemoryOpt;

/**
 * `binary` optimized by Binaryen (the pinned version: the same bytes on every machine) at its
 * speed level, every function inlined into its caller, loops and all. Node 20's engine inlines
 * no WebAssembly call, and a walk's small functions (a field's name, a URL, two digits) run a
 * hundred thousand times a file: inlined, hina-di's walk took 7.4–7.9 ms of a 20,000-block
 * decode against 9.1–9.6 (CPU profiles of 300 decodes each).
 */
export function optimizeWasm(binary: Uint8Array): Uint8Array {
  const module = binaryen.readBinary(binary);
  try {
    module.setFeatures(FEATURES);
    binaryen.setOptimizeLevel(3);
    binaryen.setShrinkLevel(0);
    binaryen.setAllowInliningFunctionsWithLoops(true);
    binaryen.setAlwaysInlineMaxSize(100);
    binaryen.setFlexibleInlineMaxSize(2000);
    module.optimize();
    if (!module.validate()) throw new Error('Binaryen gave a module that does not validate');
    return module.emitBinary();
  } finally {
    module.dispose();
  }
}

/**
 * The WebAssembly binary of the text module at `path`, assembled by wabt (the WebAssembly
 * Binary Toolkit, built for JavaScript) and optimized by `optimizeWasm`: the same bytes on
 * every machine, so the module the tool carries is checked against its text.
 */
export async function assembleWat(path: string): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const module = wabt.parseWat(path, readFileSync(path, 'utf8'), { bulk_memory: true, simd: true });
  try {
    module.validate();
    return optimizeWasm(new Uint8Array(module.toBinary({}).buffer));
  } finally {
    module.destroy();
  }
}

/** The TypeScript module that carries `binary` as base64, named `name`. */
export function wasmModuleSource(name: string, watFile: string, binary: Uint8Array): string {
  const base64 = Buffer.from(binary).toString('base64');
  const lines = base64.match(/.{1,96}/g) ?? [];
  return [
    `// Assembled from ${watFile} and optimized by \`npm run build:wasm\` (scripts/wasm/build-wasm.ts); do not edit.`,
    `export const ${name} =`,
    ...lines.map((line, index) => `  '${line}'${index === lines.length - 1 ? ';' : ' +'}`),
    '',
  ].join('\n');
}
