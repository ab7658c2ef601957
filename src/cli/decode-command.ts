import { CLI_READ_LIMITS } from './cli-limits.ts';
import type { CliIo } from './cli-io.ts';
import { plainLirsJson } from './json/plain-lirs-json.ts';
import { readInput } from './read-input.ts';

/**
 * `antenna decode <source> [--json]`: reads, decodes and prints a table or one JSON object.
 * A file, standard input and a URL go through the same reading pipeline, so each prints the
 * rows the extension would store. A file that is read is a success even when some records
 * were rejected.
 *
 * Most antenna files are plain LIRS, whose JSON is written straight from their bytes
 * (`plainLirsJson`, the same bytes); the reading pipeline is loaded only for the others, from
 * a file of the tool's own, so such a command neither reads nor compiles it.
 */
export async function decodeCommand(source: string, json: boolean, io: CliIo): Promise<void> {
  if (/^https?:\/\//i.test(source)) {
    const { decodeUrl } = await import('./decode-read.ts');
    return decodeUrl(source, json, io);
  }
  const input = await readInput(source, io);
  const plainJson = json ? await plainLirsJson(input.bytes, CLI_READ_LIMITS.maxInflatedBytes) : null;
  if (plainJson !== null) return plainJson(io.writeOut);
  const { decodeFile } = await import('./decode-read.ts');
  return decodeFile(source, input.bytes, json, io);
}
