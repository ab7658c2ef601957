/**
 * Runs one Node bench in a process of its own — no build, browser driver or earlier bench
 * warmed up or left on its heap — and prints what it returned as one JSON line.
 * `node --import tsx test/bench/node-child.ts decode.ts benchDecode`
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [file, exportName] = process.argv.slice(2);
if (file === undefined || exportName === undefined) throw new Error('usage: node-child.ts <file> <export>');
const module: unknown = await import(pathToFileURL(resolve(import.meta.dirname, file)).href);
const bench = typeof module === 'object' && module !== null ? (module as Record<string, unknown>)[exportName] : undefined;
if (typeof bench !== 'function') throw new Error(`${file} does not export ${exportName}()`);
const lines: unknown = await (bench as () => Promise<unknown>)();
if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string')) throw new Error(`${exportName}() did not return lines`);
console.log(JSON.stringify(lines));
