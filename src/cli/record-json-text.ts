import type { AntennaRecord } from '../core/record.ts';

const text = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
// JSON has no NaN or Infinity: JSON.stringify writes them as null.
const number = (value: number | null): string => (value === null || !Number.isFinite(value) ? 'null' : String(value));

function list(values: readonly string[]): string {
  if (values.length === 0) return '[]';
  return `[\n        ${values.map(text).join(',\n        ')}\n      ]`;
}

function object(fields: Readonly<Record<string, string>>): string {
  const names = Object.keys(fields);
  if (names.length === 0) return '{}';
  return `{\n        ${names.map((name) => `${JSON.stringify(name)}: ${text(fields[name] ?? null)}`).join(',\n        ')}\n      }`;
}

/**
 * One record as `decode --json` prints it inside `"records"` (`recordJson`'s fields, in its
 * order), byte for byte as `JSON.stringify(…, null, 2)` writes it at that depth, four spaces in:
 * each field's value turned into JSON on its own, without the indenting serializer, which takes
 * several times longer over tens of thousands of records.
 *
 * @example
 * recordJsonText(record) // '    {\n      "url": "http://example.jp/",\n      "title": "日記",\n …\n    }'
 */
export function recordJsonText(record: AntennaRecord): string {
  return (
    `    {\n      "url": ${text(record.url)},\n      "title": ${text(record.title)},\n      "author": ${text(record.author)},\n` +
    `      "lastModified": ${number(record.lastModified)},\n      "lastDetected": ${number(record.lastDetected)},\n` +
    `      "tzOffset": ${number(record.tzOffset)},\n      "contentLength": ${number(record.contentLength)},\n` +
    `      "sourceUrl": ${text(record.sourceUrl)},\n      "checkedUrl": ${text(record.checkedUrl)},\n` +
    `      "method": ${text(record.method)},\n      "expires": ${number(record.expires)},\n` +
    `      "extension": ${list(record.extension)},\n      "extra": ${object(record.extra)}\n    }`
  );
}
