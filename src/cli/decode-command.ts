import { decodeAntenna } from '../formats/decode-antenna.ts';
import { AntennaDecodeError } from '../formats/types.ts';
import type { DecodedAntenna } from '../formats/types.ts';
import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';
import { decodeJson } from './decoded-json.ts';
import { formatTable } from './format-table.ts';
import { readInput } from './read-input.ts';

/**
 * `antenna decode <source> [--json]`: reads, decodes and prints a table or one JSON object.
 * A file that is read is a success even when some records were rejected.
 */
export async function decodeCommand(source: string, json: boolean, io: CliIo): Promise<void> {
  const input = await readInput(source, io);
  let decoded: DecodedAntenna;
  try {
    decoded = await decodeAntenna(input.bytes, { now: io.now(), contentType: input.contentType, url: input.url });
  } catch (error) {
    if (error instanceof AntennaDecodeError) throw new CliError(error.message, 1, { cause: error });
    throw error;
  }
  io.writeOut(json ? `${JSON.stringify(decodeJson(decoded), null, 2)}\n` : formatTable(decoded));
}
