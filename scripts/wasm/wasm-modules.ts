/** Each WebAssembly text module, the TypeScript module that carries it assembled and optimized, and the constant's name. */
export const WASM_MODULES = [
  { wat: 'src/formats/lirs/scan-lirs-lines.wat', carrier: 'src/formats/lirs/scan-lirs-lines-wasm.ts', name: 'SCAN_LIRS_LINES_WASM' },
  { wat: 'src/formats/hinadi/scan-hinadi-blocks.wat', carrier: 'src/formats/hinadi/scan-hinadi-blocks-wasm.ts', name: 'SCAN_HINADI_BLOCKS_WASM' },
  { wat: 'src/cli/json/write-json.wat', carrier: 'src/cli/json/write-json-wasm.ts', name: 'WRITE_JSON_WASM' },
] as const;
