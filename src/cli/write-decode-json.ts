import type { Rejection } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';
import { recordJson } from './decoded-json.ts';

/**
 * Records (or rejections) turned into text at a time: about 35,000 characters, a string that
 * stays out of V8's large-object space, so a 200,000-record antenna's output churns little memory.
 */
const BATCH = 100;

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
 * a batch of records at a time, each turned into text only when its batch is written: a
 * 200,000-record antenna never becomes one string of a hundred megabytes. `write` may return
 * a promise (a pipe that is full), which is awaited before the next batch.
 *
 * @example
 * await writeDecodeJson(decoded, (text) => process.stdout.write(text));
 */
export async function writeDecodeJson(decoded: DecodedAntenna, write: (text: string) => void | Promise<void>): Promise<void> {
  const head = JSON.stringify({ format: decoded.format, encoding: decoded.encoding }, null, 2).slice(0, -2);
  await write(`${head},\n  "records": `);
  await writeList(decoded.records, recordJson, write);
  await write(',\n  "rejected": ');
  await writeList(decoded.rejected, ({ line, reason }: Rejection) => ({ line, reason }), write);
  await write('\n}\n');
}

/** A list at the depth of `"records"`, `BATCH` items to a write; the caller writes what follows. */
async function writeList<T>(items: readonly T[], json: (item: T) => unknown, write: (text: string) => void | Promise<void>): Promise<void> {
  if (items.length === 0) {
    await write('[]');
    return;
  }
  await write('[\n');
  for (let start = 0; start < items.length; start += BATCH) {
    const end = Math.min(start + BATCH, items.length);
    await write(`${itemsText(items.slice(start, end).map(json))}${end === items.length ? '\n  ]' : ',\n'}`);
  }
}
