import type { AntennaRecord, Rejection } from '../../core/record.ts';
import type { DecodedAntenna } from '../../formats/types.ts';
import { JsonBytes } from './json-bytes.ts';

/**
 * Records (or rejections) turned into text at a time: about 40,000 bytes, so a 200,000-record
 * antenna's output churns little memory.
 */
const BATCH = 100;

/**
 * A write of output: text, or UTF-8 bytes that are only lent, until the write returns or the
 * promise it returns settles (a writer that keeps them copies them).
 */
export type WriteOut = (chunk: string | Uint8Array) => void | Promise<void>;

/**
 * `items` as they stand in a two-space JSON document at the depth of `"records"`: each item
 * indented four spaces, joined by `,\n`. JSON.stringify writes the whole batch in one native
 * call; only the wrapper's first and last lines are cut off.
 */
function itemsText(items: readonly unknown[]): string {
  const text = JSON.stringify({ items }, null, 2);
  return text.slice('{\n  "items": [\n'.length, -'\n  ]\n}'.length);
}

/**
 * Writes what `decode --json` prints — `{format, encoding, records, rejected}`, each record as
 * `recordJson` gives it, byte for byte as `JSON.stringify(…, null, 2)` and a newline would —
 * a batch of records at a time, each turned into UTF-8 only when its batch is written: a
 * 200,000-record antenna never becomes one string of a hundred megabytes. The records are
 * written by `JsonBytes`, in machine code. `write` may return a promise (a pipe that is full),
 * which is awaited before the next batch.
 *
 * @example
 * await writeDecodeJson(decoded, (chunk) => process.stdout.write(chunk));
 */
export async function writeDecodeJson(decoded: DecodedAntenna, write: WriteOut): Promise<void> {
  await write(decodeJsonHead(decoded.format, decoded.encoding));
  await writeRecords(decoded.records, write);
  await write(',\n  "rejected": ');
  await writeRejections(decoded.rejected, write);
  await write('\n}\n');
}

/** What `writeDecodeJson` writes before the records: the document's start, to `"records": `. */
export function decodeJsonHead(format: string, encoding: string): string {
  const head = JSON.stringify({ format, encoding }, null, 2).slice(0, -2);
  return `${head},\n  "records": `;
}

/** What `writeDecodeJson` writes after a non-empty list of records when nothing was rejected. */
export const DECODE_JSON_TAIL = '\n  ],\n  "rejected": []\n}\n';

/**
 * The pieces of a record at the depth of `"records"`, in `recordJson`'s order: each key with the
 * indent before it, and the close. A unit test holds the output to `JSON.stringify`'s. The
 * command line's `plain_lirs` (write-json.wat) writes records with them too, by their numbers.
 */
const RECORD_KEYS = [
  'url', 'title', 'author', 'lastModified', 'lastDetected', 'tzOffset', 'contentLength',
  'sourceUrl', 'checkedUrl', 'method', 'expires', 'extension', 'extra',
] as const;
const FIRST_RECORD = RECORD_KEYS.length;
const CLOSE_RECORD = FIRST_RECORD + 1;
const EMPTY_LIST = FIRST_RECORD + 2;
const EMPTY_OBJECT = FIRST_RECORD + 3;
/** The last five members when all are empty, as most records have them, and the close. */
const EMPTY_TAIL = FIRST_RECORD + 4;
export const RECORD_PIECES = [
  ...RECORD_KEYS.map((key, index) => `${index === 0 ? ',\n    {' : ','}\n      "${key}": `),
  '    {\n      "url": ',
  '\n    }',
  '[]',
  '{}',
  ',\n      "checkedUrl": null,\n      "method": null,\n      "expires": null,\n      "extension": [],\n      "extra": {}\n    }',
];

/** The records at the depth of `"records"`, `BATCH` to a write; the caller writes what follows. */
async function writeRecords(records: readonly AntennaRecord[], write: WriteOut): Promise<void> {
  if (records.length === 0) {
    await write('[]');
    return;
  }
  await write('[\n');
  const json = new JsonBytes(RECORD_PIECES);
  for (let start = 0; start < records.length; start += BATCH) {
    const end = Math.min(start + BATCH, records.length);
    for (let index = start; index < end; index++) writeRecord(json, records[index] as AntennaRecord, index === start);
    json.raw(end === records.length ? '\n  ]' : ',\n');
    await write(json.take());
  }
}

/**
 * One record, as `recordJson` gives it; `first` in its batch, with no comma before it. Piece
 * `i` is `RECORD_KEYS[i]`'s key.
 */
function writeRecord(json: JsonBytes, record: AntennaRecord, first: boolean): void {
  json.piece(first ? FIRST_RECORD : 0);
  json.string(record.url);
  json.piece(1);
  json.string(record.title);
  json.piece(2);
  json.string(record.author);
  json.piece(3);
  json.number(record.lastModified);
  json.piece(4);
  json.number(record.lastDetected);
  json.piece(5);
  json.number(record.tzOffset);
  json.piece(6);
  json.number(record.contentLength);
  json.piece(7);
  json.string(record.sourceUrl);
  if (record.checkedUrl === null && record.method === null && record.expires === null && record.extension.length === 0 && isEmpty(record.extra)) {
    json.piece(EMPTY_TAIL);
    return;
  }
  json.piece(8);
  json.string(record.checkedUrl);
  json.piece(9);
  json.string(record.method);
  json.piece(10);
  json.number(record.expires);
  json.piece(11);
  if (record.extension.length === 0) json.piece(EMPTY_LIST);
  else json.raw(nested(record.extension));
  json.piece(12);
  if (isEmpty(record.extra)) json.piece(EMPTY_OBJECT);
  else json.raw(nested(record.extra));
  json.piece(CLOSE_RECORD);
}

/** Whether `object` has no member JSON would write. */
function isEmpty(object: Readonly<Record<string, string>>): boolean {
  for (const name in object) if (Object.hasOwn(object, name)) return false;
  return true;
}

/** A list or object inside a record, as it stands there: its lines indented eight spaces, its close six. */
function nested(value: unknown): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', '\n      ');
}

/** The rejections at the depth of `"records"`, `BATCH` to a write; the caller writes what follows. */
async function writeRejections(rejected: readonly Rejection[], write: WriteOut): Promise<void> {
  if (rejected.length === 0) {
    await write('[]');
    return;
  }
  await write('[\n');
  for (let start = 0; start < rejected.length; start += BATCH) {
    const end = Math.min(start + BATCH, rejected.length);
    const items = rejected.slice(start, end).map(({ line, reason }) => ({ line, reason }));
    await write(`${itemsText(items)}${end === rejected.length ? '\n  ]' : ',\n'}`);
  }
}
