/**
 * Assembles the WebAssembly text modules into the TypeScript modules that carry them:
 * `npm run build:wasm`. A unit test fails when a carried module is not its text assembled and optimized (Binaryen, every function inlined).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assembleWat, wasmModuleSource } from './assemble-wat.ts';
import { WASM_MODULES } from './wasm-modules.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
for (const { wat, carrier, name } of WASM_MODULES) {
  const binary = await assembleWat(root + wat);
  writeFileSync(root + carrier, wasmModuleSource(name, wat, binary));
  console.log(`${carrier}: ${binary.length} bytes of WebAssembly`);
}
