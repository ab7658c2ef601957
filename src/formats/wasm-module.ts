/**
 * A WebAssembly module carried as base64 (what `npm run build:wasm` writes), compiled. Compiling
 * a few kilobytes takes a millisecond or less; callers compile once, on first use.
 *
 * @example
 * compileWasm(SCAN_LIRS_LINES_WASM) // WebAssembly.Module
 */
export function compileWasm(base64: string): WebAssembly.Module {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new WebAssembly.Module(bytes);
}
