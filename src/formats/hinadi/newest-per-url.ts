import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';

/**
 * Keeps one record per URL within a file (compared by `normalizeUrl`): the one detected last;
 * on a tie, the first. The other is reported as a rejection (hina-di §12: blocks for one URL
 * are never mixed).
 *
 * @example
 * const kept = new NewestPerUrl();
 * kept.add(older, 4);
 * kept.add(newer, 9);
 * kept.records  // [newer]
 * kept.rejected // [{ line: 4, reason: 'duplicate URL: the block at line 9 was detected later' }]
 */
export class NewestPerUrl {
  readonly records: AntennaRecord[] = [];
  readonly rejected: Rejection[] = [];
  /** Line each kept record started on, by its index in `records`. */
  private readonly lines: number[] = [];
  private readonly indexByUrl = new Map<string, number>();

  add(record: AntennaRecord, line: number): void {
    const key = normalizeUrl(record.url);
    const index = this.indexByUrl.get(key);
    if (index === undefined) {
      this.indexByUrl.set(key, this.records.length);
      this.records.push(record);
      this.lines.push(line);
      return;
    }
    const kept = this.records[index];
    const keptLine = this.lines[index] ?? 0;
    if (kept !== undefined && (record.lastDetected ?? -1) > (kept.lastDetected ?? -1)) {
      this.rejected.push({
        line: keptLine,
        reason: `duplicate URL: the block at line ${line} was detected later`,
      });
      this.records[index] = record;
      this.lines[index] = line;
    } else {
      this.rejected.push({
        line,
        reason: `duplicate URL: the block at line ${keptLine} was detected at the same time or later`,
      });
    }
  }
}
