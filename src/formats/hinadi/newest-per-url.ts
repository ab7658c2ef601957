import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { rejected as rejectedBecause, rejectionAt } from '../../core/rejections/index.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { allDistinct, keyHash } from '../all-distinct.ts';
import { doubled } from '../doubled.ts';

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
 * kept.rejected // [{ line: 4, kind: 'duplicate-later', params: ['9'], reason: 'duplicate URL: the block at line 9 was detected later' }]
 */
export class NewestPerUrl {
  /**
   * Every record added, its key and its line, in order. A key is kept only where it is not the
   * record's URL (as in `LirsCollector`): a list of every URL cost a fresh array each file.
   */
  private readonly added: AntennaRecord[] = [];
  private readonly keys: (string | undefined)[] = [];
  /** `keyHash` of each key, and each record's line (grown by `doubled`). */
  private hashes = new Int32Array(1024);
  private lines = new Int32Array(1024);
  private settled: { readonly records: AntennaRecord[]; readonly rejected: Rejection[] } | null = null;

  /** `urlHash` is `keyHash(record.url)`, which a decoder may have taken more cheaply from its text. */
  add(record: AntennaRecord, line: number, urlHash = keyHash(record.url)): void {
    const key = normalizeUrl(record.url);
    this.addNormal(record, line, key === record.url ? urlHash : keyHash(key), key);
  }

  /**
   * Like `add`, for a record whose URL is already its key (`normalizeUrl` gives it back as it
   * is, which the decoder made sure of as it read it): no key to make.
   */
  addNormal(record: AntennaRecord, line: number, urlHash: number, key = record.url): void {
    const index = this.added.length;
    if (index === this.lines.length) {
      this.hashes = doubled(this.hashes);
      this.lines = doubled(this.lines);
    }
    this.added.push(record);
    if (key !== record.url) this.keys[index] = key;
    this.hashes[index] = urlHash;
    this.lines[index] = line;
    this.settled = null;
  }

  /** Records added so far, duplicates included. */
  get size(): number {
    return this.added.length;
  }

  /** The records kept, in order; read once every record has been added. */
  get records(): AntennaRecord[] {
    return this.settle().records;
  }

  get rejected(): Rejection[] {
    return this.settle().rejected;
  }

  /**
   * Nearly every file names each URL once: one bulk check of the keys settles that, and the
   * record-by-record comparison runs only for a file where it fails.
   */
  private settle(): { readonly records: AntennaRecord[]; readonly rejected: Rejection[] } {
    if (this.settled !== null) return this.settled;
    const { added, keys } = this;
    if (allDistinct(added.length, this.hashes, (index) => keys[index] ?? (added[index] as AntennaRecord).url)) {
      this.settled = { records: this.added, rejected: [] };
      return this.settled;
    }
    const records: AntennaRecord[] = [];
    const rejected: Rejection[] = [];
    const keptLines: number[] = [];
    const indexByUrl = new Map<string, number>();
    for (let i = 0; i < this.added.length; i++) {
      const record = this.added[i] as AntennaRecord;
      const key = this.keys[i] ?? record.url;
      const line = this.lines[i] ?? 0;
      const index = indexByUrl.get(key);
      if (index === undefined) {
        indexByUrl.set(key, records.length);
        records.push(record);
        keptLines.push(line);
        continue;
      }
      const kept = records[index];
      const keptLine = keptLines[index] ?? 0;
      if (kept !== undefined && (record.lastDetected ?? -1) > (kept.lastDetected ?? -1)) {
        rejected.push(rejectionAt(keptLine, rejectedBecause('duplicate-later', String(line))));
        records[index] = record;
        keptLines[index] = line;
      } else {
        rejected.push(rejectionAt(line, rejectedBecause('duplicate-same-or-later', String(keptLine))));
      }
    }
    this.settled = { records, rejected };
    return this.settled;
  }
}
