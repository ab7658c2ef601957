import type * as crypto from 'node:crypto';
import type * as zlib from 'node:zlib';

interface Builtins {
  readonly 'node:crypto': typeof crypto;
  readonly 'node:zlib': typeof zlib;
}

/**
 * A Node built-in module, loaded when a command first needs it rather than when the tool
 * starts: `--help` or a plain file never pays for zlib or crypto. `process.getBuiltinModule`
 * (Node 20.16 and later) is as cheap as `require`; before it, `import()` goes through the ES
 * module loader, a few milliseconds more.
 *
 * @example
 * const { gunzipSync } = await nodeBuiltin('node:zlib');
 */
export async function nodeBuiltin<Name extends keyof Builtins>(name: Name): Promise<Builtins[Name]> {
  const node = process as { getBuiltinModule?: (id: string) => unknown };
  if (node.getBuiltinModule !== undefined) return node.getBuiltinModule(name) as Builtins[Name];
  return (await (name === 'node:zlib' ? import('node:zlib') : import('node:crypto'))) as unknown as Builtins[Name];
}
