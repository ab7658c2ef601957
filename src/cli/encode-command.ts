import { encodeHinadiFile } from '../formats/hinadi/encode-hinadi-file.ts';
import { encodeLirs } from '../formats/lirs/encode-lirs.ts';
import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';
import type { OutputFormat } from './parse-args.ts';
import { parseRecordsJson } from './parse-records-json.ts';

const USER_AGENT = 'AntennaReader (command line)';

/**
 * `antenna encode --format lirs|hina-di [--gzip]`: records as JSON on standard input, an
 * antenna file's bytes on standard output (EUC-JP, or UTF-8 when EUC-JP cannot hold a title).
 */
export async function encodeCommand(format: OutputFormat, gzip: boolean, io: CliIo): Promise<void> {
  let input: Uint8Array;
  try {
    input = await io.readStdin();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`encode reads records as JSON from standard input: ${reason}`, 2, { cause: error });
  }
  const records = parseRecordsJson(new TextDecoder().decode(input));
  io.writeOut(
    format === 'lirs'
      ? encodeLirs(records, { gzip })
      : encodeHinadiFile(records, { now: io.now(), gzip, userAgent: USER_AGENT }),
  );
}
