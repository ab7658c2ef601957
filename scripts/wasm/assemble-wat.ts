import { readFileSync } from 'node:fs';
import wabtInit from 'wabt';

/**
 * The WebAssembly binary of the text module at `path`, assembled by wabt (the WebAssembly
 * Binary Toolkit, built for JavaScript): the same bytes on every machine, so the module the
 * tool carries is checked against its text.
 */
export async function assembleWat(path: string): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const module = wabt.parseWat(path, readFileSync(path, 'utf8'), { bulk_memory: true, simd: true });
  try {
    module.validate();
    return new Uint8Array(module.toBinary({}).buffer);
  } finally {
    module.destroy();
  }
}

/** The TypeScript module that carries `binary` as base64, named `name`. */
export function wasmModuleSource(name: string, watFile: string, binary: Uint8Array): string {
  const base64 = Buffer.from(binary).toString('base64');
  const lines = base64.match(/.{1,96}/g) ?? [];
  return [
    `// Assembled from ${watFile} by \`npm run build:wasm\` (scripts/wasm/build-wasm.ts); do not edit.`,
    `export const ${name} =`,
    ...lines.map((line, index) => `  '${line}'${index === lines.length - 1 ? ';' : ' +'}`),
    '',
  ].join('\n');
}
