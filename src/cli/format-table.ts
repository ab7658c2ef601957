import { isFirstSeen } from '../core/freshness/index.ts';
import type { AntennaRecord } from '../core/record.ts';
import type { DecodedAntenna } from '../formats/types.ts';
import { displayWidth, padToWidth, truncateToWidth } from './display-width.ts';
import { formatSiteTime } from './format-site-time.ts';
import { printable } from './printable.ts';

const TITLE_COLUMNS = 40;
const AUTHOR_COLUMNS = 16;

function newestFirst(a: AntennaRecord, b: AntennaRecord): number {
  return b.lastModified - a.lastModified || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}

/** The TIME / TITLE / AUTHOR / URL lines for records, newest update first. */
export function recordTable(records: readonly AntennaRecord[]): string[] {
  const rows = [...records].sort(newestFirst).map((record) => [
    formatSiteTime(record.lastModified, record.tzOffset) + (isFirstSeen(record) ? '*' : ''),
    truncateToWidth(printable(record.title ?? '-'), TITLE_COLUMNS),
    truncateToWidth(printable(record.author ?? '-'), AUTHOR_COLUMNS),
    printable(record.url),
  ]);
  const header = ['TIME', 'TITLE', 'AUTHOR', 'URL'];
  const widths = header.map((name, column) =>
    Math.max(displayWidth(name), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  );
  return [header, ...rows].map((row) =>
    row.map((cell, column) => (column === row.length - 1 ? cell : padToWidth(cell, widths[column] ?? 0))).join('  '),
  );
}

/** The notes under a table of these records: what `Z` and `*` after a time mean, when used. */
export function tableNotes(records: readonly AntennaRecord[]): string[] {
  const notes: string[] = [];
  if (records.some((record) => record.tzOffset === null)) notes.push('Z: UTC; the antenna did not say the site’s zone.');
  if (records.some(isFirstSeen)) notes.push('*: when this reader first saw the entry; its feed gave no date it could read.');
  return notes.length === 0 ? [] : ['', ...notes];
}

/** One line: what the file was and how many records it gave. */
export function decodedSummary(decoded: DecodedAntenna): string {
  const title = decoded.title === null ? '' : ` "${printable(decoded.title)}"`;
  const how = [decoded.encoding, ...(decoded.gzipped ? ['gzip'] : [])].join(', ');
  const records = `${decoded.records.length} record${decoded.records.length === 1 ? '' : 's'}`;
  return `${decoded.format}${title} (${how}): ${records}, ${decoded.rejected.length} rejected`;
}

/**
 * The readable listing `decode` prints: sites newest update first, each time in the site's
 * own zone (`Z` when the antenna did not say), then what the file was and what was rejected.
 *
 * @example
 * formatTable(decoded)
 * // TIME                       TITLE         AUTHOR  URL
 * // 2000-01-02T12:04:05+09:00  たろうの日記  たろう  http://www.example.jp/~taro/
 * //
 * // hina-di, euc-jp: 1 record, 0 rejected
 */
export function formatTable(decoded: DecodedAntenna): string {
  const lines = decoded.records.length === 0 ? ['(no records)'] : recordTable(decoded.records);
  lines.push(...tableNotes(decoded.records), '', decodedSummary(decoded));
  for (const { line, reason } of decoded.rejected) lines.push(`  rejected line ${line}: ${printable(reason)}`);
  return `${lines.join('\n')}\n`;
}
