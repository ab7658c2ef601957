import type { DecodedAntenna } from '../formats/types.ts';
import { FIRST_READ, readAntenna } from '../reading/read-antenna.ts';
import { readAntennaFile } from '../reading/read-antenna-file.ts';
import type { SettledAntenna } from '../reading/settle-antenna.ts';
import { CliError } from './cli-error.ts';
import { cliReadDeps } from './cli-fetch.ts';
import { CLI_READ_LIMITS } from './cli-limits.ts';
import type { CliIo } from './cli-io.ts';
import { formatTable } from './format-table.ts';
import { CLI_DECODERS } from './cli-decoders.ts';
import { pageLinks } from './page-links.ts';
import { printable } from './printable.ts';
import { writeDecodeJson } from './json/write-decode-json.ts';

/** `decode` of a file's bytes through the reading pipeline: a table, or the JSON. */
export async function decodeFile(name: string, bytes: Uint8Array, json: boolean, io: CliIo): Promise<void> {
  const read = await readAntennaFile({ bytes, name }, { now: io.now(), ...CLI_DECODERS }, CLI_READ_LIMITS);
  if (read.status === 'error') throw new CliError(read.error.message, 1);
  await printRead(read, json, io);
}

/**
 * An antenna at a URL is read as the extension reads it, so an Atom/RSS feed's RFC 5005
 * archives or pages are followed too, with the same bounds.
 */
export async function decodeUrl(url: string, json: boolean, io: CliIo): Promise<void> {
  const read = await readAntenna(url, FIRST_READ, cliReadDeps(io), CLI_READ_LIMITS);
  if (read.status !== 'ok') {
    const error = read.status === 'error' ? read.error : { kind: 'http-304', message: 'the server answered 304 to a plain request' };
    const fetchFailed = !error.kind.startsWith('decode-') && error.kind !== 'no-records';
    const links = read.status === 'error' ? pageLinks(read.page) : '';
    throw new CliError(fetchFailed ? `cannot fetch ${url}: ${error.message}` : `${error.message}${links}`, 1);
  }
  await printRead(read, json, io);
}

/** The rows as a table or JSON; a warning about the feed's history goes to stderr when the output is JSON. */
async function printRead(read: SettledAntenna, json: boolean, io: CliIo): Promise<void> {
  const decoded: DecodedAntenna = { ...read, feed: null, rejected: [...read.rejected] };
  const warning = read.historyWarning?.message ?? null;
  if (json) {
    await writeDecodeJson(decoded, io.writeOut);
    if (warning) io.writeErr(`antenna: warning: ${printable(warning)}\n`);
    return;
  }
  const notes = [
    ...(read.documents > 1 ? [`read ${read.documents} documents of the feed's history`] : []),
    ...(warning ? [printable(warning)] : []),
  ];
  await io.writeOut(formatTable(decoded) + notes.map((note) => `  ${note}\n`).join(''));
}
