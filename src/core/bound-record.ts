import type { AntennaRecord } from './record.ts';

/** The longest text a record keeps in any field: a title is a line, not a document. */
export const MAX_FIELD_LENGTH = 4096;

function cut(text: string): string {
  return text.length <= MAX_FIELD_LENGTH ? text : `${text.slice(0, MAX_FIELD_LENGTH - 1)}…`;
}

/**
 * Text from a feed cut to `MAX_FIELD_LENGTH` characters (an ellipsis marks the cut).
 *
 * @example
 * boundText('x'.repeat(100_000))?.length // 4096
 */
export function boundText(text: string | null): string | null {
  return text === null ? null : cut(text);
}

/**
 * A record with every text field cut to `MAX_FIELD_LENGTH` characters, so a hostile antenna
 * cannot make the store and the popup carry megabytes per site. URLs are left whole: a cut
 * URL would lead somewhere else (the decoders bound the file, and so the URL, already).
 *
 * @example
 * boundRecord({ ...record, title: 'x'.repeat(100_000) }).title?.length // 4096
 */
export function boundRecord(record: AntennaRecord): AntennaRecord {
  if (
    !isLong(record.title) &&
    !isLong(record.author) &&
    !isLong(record.method) &&
    (record.extension.length === 0 || !record.extension.some(isLong)) &&
    !hasLongValue(record.extra)
  ) {
    return record;
  }
  return {
    ...record,
    title: boundText(record.title),
    author: boundText(record.author),
    method: boundText(record.method),
    extension: record.extension.map(cut),
    extra: Object.fromEntries(Object.entries(record.extra).map(([name, value]) => [name, cut(value)])),
  };
}

function isLong(text: string | null): boolean {
  return text !== null && text.length > MAX_FIELD_LENGTH;
}

/** Whether a value of `extra` is too long, without building the list of its values (most records have none). */
function hasLongValue(extra: Readonly<Record<string, string>>): boolean {
  for (const name in extra) if (isLong(extra[name] ?? null)) return true;
  return false;
}
