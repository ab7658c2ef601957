import type { DecodedAntenna } from '../formats/types.ts';
import { FIRST_READ, readAntenna } from '../reading/read-antenna.ts';
import { readAntennaFile } from '../reading/read-antenna-file.ts';
import type { SettledAntenna } from '../reading/settle-antenna.ts';
import { CliError } from './cli-error.ts';
import { CLI_READ_LIMITS, cliReadDeps } from './cli-fetch.ts';
import type { CliIo } from './cli-io.ts';
import { formatTable } from './format-table.ts';
import { CLI_DECODERS } from './cli-decoders.ts';
import { pageLinks } from './page-links.ts';
import { plainLirsJson } from './json/plain-lirs-json.ts';
import { printable } from './printable.ts';
import { readInput } from './read-input.ts';
import { writeDecodeJson } from './json/write-decode-json.ts';

/**
 * `antenna decode <source> [--json]`: reads, decodes and prints a table or one JSON object.
 * A file, standard input and a URL go through the same reading pipeline, so each prints the
 * rows the extension would store. A file that is read is a success even when some records
 * were rejected.
 */
export async function decodeCommand(source: string, json: boolean, io: CliIo): Promise<void> {
  if (/^https?:\/\//i.test(source)) return decodeUrl(source, json, io);
  const input = await readInput(source, io);
  // Most antenna files are plain LIRS: their JSON is written straight from the bytes.
  const plainJson = json ? await plainLirsJson(input.bytes, CLI_READ_LIMITS.maxInflatedBytes) : null;
  if (plainJson !== null) return plainJson(io.writeOut);
  const read = await readAntennaFile({ bytes: input.bytes, name: source }, { now: io.now(), ...CLI_DECODERS }, CLI_READ_LIMITS);
  if (read.status === 'error') throw new CliError(read.error.message, 1);
  await printRead(read, json, io);
}

/**
 * An antenna at a URL is read as the extension reads it, so an Atom/RSS feed's RFC 5005
 * archives or pages are followed too, with the same bounds.
 */
async function decodeUrl(url: string, json: boolean, io: CliIo): Promise<void> {
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
