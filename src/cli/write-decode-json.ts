import type { AntennaRecord, Rejection } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';

/** Text handed to the writer at a time: big enough to cost few writes, small beside the records. */
const CHUNK = 64 * 1024;

const quote = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
const number = (value: number | null): string => (value === null ? 'null' : JSON.stringify(value));

function listText(values: readonly string[], indent: string): string {
  if (values.length === 0) return '[]';
  return `[\n${values.map((value) => `${indent}  ${quote(value)}`).join(',\n')}\n${indent}]`;
}

function mapText(map: Readonly<Record<string, string>>, indent: string): string {
  const keys = Object.keys(map);
  if (keys.length === 0) return '{}';
  return `{\n${keys.map((key) => `${indent}  ${quote(key)}: ${quote(map[key] ?? '')}`).join(',\n')}\n${indent}}`;
}

/** One record as `JSON.stringify(recordJson(record), null, 2)` writes it inside the records array. */
function recordText(record: AntennaRecord): string {
  return (
    '    {\n' +
    `      "url": ${quote(record.url)},\n` +
    `      "title": ${quote(record.title)},\n` +
    `      "author": ${quote(record.author)},\n` +
    `      "lastModified": ${number(record.lastModified)},\n` +
    `      "lastDetected": ${number(record.lastDetected)},\n` +
    `      "tzOffset": ${number(record.tzOffset)},\n` +
    `      "contentLength": ${number(record.contentLength)},\n` +
    `      "sourceUrl": ${quote(record.sourceUrl)},\n` +
    `      "method": ${quote(record.method)},\n` +
    `      "expires": ${number(record.expires)},\n` +
    `      "extension": ${listText(record.extension, '      ')},\n` +
    `      "extra": ${mapText(record.extra, '      ')}\n` +
    '    }'
  );
}

function rejectionText({ line, reason }: Rejection): string {
  return `    {\n      "line": ${number(line)},\n      "reason": ${quote(reason)}\n    }`;
}

/**
 * Writes what `decode --json` prints — byte for byte `JSON.stringify(decodeJson(decoded), null, 2)`
 * and a newline — a piece at a time, each record turned into text only when its piece is
 * written: a 200,000-record antenna never becomes one string of a hundred megabytes. `write`
 * may return a promise (a pipe that is full), which is awaited before the next piece.
 *
 * @example
 * await writeDecodeJson(decoded, (text) => process.stdout.write(text));
 */
export async function writeDecodeJson(decoded: DecodedAntenna, write: (text: string) => void | Promise<void>): Promise<void> {
  let pending = `{\n  "format": ${quote(decoded.format)},\n  "encoding": ${quote(decoded.encoding)},\n  "records": `;
  const section = async <T>(items: readonly T[], text: (item: T) => string): Promise<void> => {
    if (items.length === 0) {
      pending += '[]';
      return;
    }
    pending += '[\n';
    for (let index = 0; index < items.length; index++) {
      pending += text(items[index] as T);
      pending += index === items.length - 1 ? '\n  ]' : ',\n';
      if (pending.length >= CHUNK) {
        await write(pending);
        pending = '';
      }
    }
  };
  await section(decoded.records, recordText);
  pending += ',\n  "rejected": ';
  await section(decoded.rejected, rejectionText);
  await write(`${pending}\n}\n`);
}
