import type { AntennaRecord, Rejection, RejectionCause } from '../../core/record.ts';
import { rejected as rejectedBecause, rejectionAt } from '../../core/rejections/index.ts';
import { excerpt } from '../excerpt.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { readLirsLine } from './read-lirs-line.ts';
import { plainUrlHash, readPlainLirsRecord } from './read-plain-lirs-record.ts';
import { throwIfMostlyBroken } from '../throw-if-mostly-broken.ts';
import { allDistinct, keyHash } from '../all-distinct.ts';
import { doubled } from '../doubled.ts';

/** What a LIRS file gives: its usable records in file order, and the lines it skipped. */
export interface DecodedLirs {
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
}

/** Where a line that starts at `pos` ends in `text`: before its CR LF, or its LF at `newline`. */
export function lineEnd(text: string, pos: number, newline: number): number {
  return newline > pos && text.charCodeAt(newline - 1) === 0x0d ? newline - 1 : newline;
}

/** Whether `text[start, end)` is only spaces, tabs and CRs. */
export function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) return false;
  }
  return true;
}

/**
 * The records and rejections of one LIRS file as its lines are read, in file order, and the
 * rules that end it (LIRS §URL: one record per URL). The text reader (`decodeLirs`) and the
 * byte reader (`decodeLirsBytes`) both read through it, so a line gives the same record or
 * the same reason whichever read it.
 *
 * @example
 * const lirs = new LirsCollector();
 * lirs.readLine(text, 0, text.indexOf('\n'), 1, false);
 * lirs.finish(1) // { records: [...], rejected: [] }
 */
export class LirsCollector {
  /**
   * Every record read, its key (`normalizeUrl`), the key's hash and its line, in file order. A
   * key is kept only where it is not the record's URL: a plain record's URL is its key, and a
   * list of 20,000 of them cost 1 ms of a 10 ms decode in Node.
   */
  private readonly read: AntennaRecord[] = [];
  private readonly keys: (string | undefined)[] = [];
  private hashes = new Int32Array(1024);
  private lines = new Int32Array(1024);
  private readonly rejected: Rejection[] = [];
  private sorted = true;

  /** How many lines have been rejected so far. */
  get rejectedCount(): number {
    return this.rejected.length;
  }

  /** How many records have been read so far. */
  get recordCount(): number {
    return this.read.length;
  }

  /**
   * Reads the line `text[start, end)` (without its line end), line `lineNumber` of the file;
   * `backslash` says whether the line holds a backslash (an escape takes the general path).
   */
  readLine(text: string, start: number, end: number, lineNumber: number, backslash: boolean): void {
    if (text.startsWith('LIRS,', start)) {
      const plain = backslash ? null : readPlainLirsRecord(text, start, end);
      if (plain !== null) {
        // A plain record's URL is already its own key (see isPlainHttpUrl).
        this.addPlain(plain, plainUrlHash(text), lineNumber);
        return;
      }
      const result = readLirsLine(text, start + 5, end);
      if (result.status === 'ok') {
        const key = normalizeUrl(result.record.url);
        this.add(result.record, key, keyHash(key), lineNumber);
      } else {
        this.reject(lineNumber, result);
        throwIfMostlyBroken('LIRS', this.rejected.length, this.read.length, lineNumber);
      }
    } else if (text.charCodeAt(start) !== 0x23 && !isBlank(text, start, end)) {
      this.reject(lineNumber, rejectedBecause('not-lirs-record', excerpt(text.slice(start, Math.min(end, start + 100)))));
      throwIfMostlyBroken('LIRS', this.rejected.length, this.read.length, lineNumber);
    }
  }

  /** Adds a record `readPlainLirsRecord` gave: its URL is its key, `hash` that key's `keyHash`. */
  addPlain(record: AntennaRecord, hash: number, lineNumber: number): void {
    this.add(record, record.url, hash, lineNumber);
  }

  private add(record: AntennaRecord, key: string, hash: number, lineNumber: number): void {
    const index = this.read.length;
    if (index === this.hashes.length) {
      this.hashes = doubled(this.hashes);
      this.lines = doubled(this.lines);
    }
    this.read.push(record);
    if (key !== record.url) this.keys[index] = key;
    this.hashes[index] = hash;
    this.lines[index] = lineNumber;
  }

  /** The records and rejections of a file of `lineCount` lines, once every line is read. */
  finish(lineCount: number): DecodedLirs {
    // A record that repeats a URL is superseded, not broken: only unreadable lines count here.
    throwIfMostlyBroken('LIRS', this.rejected.length, this.read.length, lineCount);
    // Nearly every file names each URL once: one bulk check of the keys, and the record-by-record
    // comparison only for a file where it fails.
    const { read, keys } = this;
    const records = allDistinct(read.length, this.hashes, (index) => keys[index] ?? (read[index] as AntennaRecord).url) ? read : this.newestPerUrl();
    if (!this.sorted) this.rejected.sort((a, b) => a.line - b.line);
    return { records, rejected: this.rejected };
  }

  private reject(line: number, cause: RejectionCause): void {
    const last = this.rejected[this.rejected.length - 1];
    if (last !== undefined && last.line > line) this.sorted = false;
    this.rejected.push(rejectionAt(line, cause));
  }

  /**
   * LIRS §URL: of the records for one key, the one detected last stays (the earlier line on a
   * tie), in file order; each other one is rejected as a duplicate of the line that stays.
   */
  private newestPerUrl(): AntennaRecord[] {
    const kept: (AntennaRecord | null)[] = [];
    const keptLines: number[] = [];
    const byUrl = new Map<string, number>();
    for (let index = 0; index < this.read.length; index++) {
      const record = this.read[index] as AntennaRecord;
      const key = this.keys[index] ?? record.url;
      const line = this.lines[index] ?? 0;
      const previous = byUrl.get(key);
      const earlier = previous === undefined ? null : (kept[previous] ?? null);
      if (previous === undefined || earlier === null) {
        byUrl.set(key, kept.length);
        kept.push(record);
        keptLines.push(line);
      } else if ((record.lastDetected ?? 0) > (earlier.lastDetected ?? 0)) {
        this.reject(keptLines[previous] ?? 0, rejectedBecause('duplicate', String(line)));
        kept[previous] = null;
        byUrl.set(key, kept.length);
        kept.push(record);
        keptLines.push(line);
      } else {
        this.reject(line, rejectedBecause('duplicate', String(keptLines[previous] ?? 0)));
      }
    }
    return kept.filter((record) => record !== null);
  }
}
