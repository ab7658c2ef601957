import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { rejectionAt } from '../../core/rejections/index.ts';
import { throwIfMostlyBroken } from '../throw-if-mostly-broken.ts';
import type { HinadiBlock } from './hinadi-block.ts';
import { NewestPerUrl } from './newest-per-url.ts';
import { readHinadiBlock } from './read-hinadi-block.ts';

/** What a hina-di file holds once read. */
export interface HinadiDocument {
  /** The header's `Title`, which some producers add; hina-di 2.2 itself defines none. */
  readonly title: string | null;
  /** The header's `Date` (§5.7: when the file was written), Unix seconds, or null. */
  readonly date: number | null;
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
}

/**
 * The blocks of one hina-di file as they are read, in order, by the text reader and the byte
 * reader alike: records kept one per URL, broken blocks reported at their first line.
 *
 * @example
 * const collector = new HinadiCollector();
 * collector.addBlock(block); // each entity block, once its fields are in
 * collector.finish(12, null, null) // { title: null, date: null, records: [...], rejected: [] }
 */
export class HinadiCollector {
  private readonly kept = new NewestPerUrl();
  private readonly rejected: Rejection[] = [];

  /** Reads a block whose fields are all in; a file mostly of broken blocks throws (`throwIfMostlyBroken`). */
  addBlock(block: HinadiBlock): void {
    const result = readHinadiBlock(block);
    if (result.status === 'ok') this.kept.add(result.record, block.startLine, block.valueHash(0));
    else this.rejected.push(rejectionAt(block.startLine, result));
    throwIfMostlyBroken('hina-di', this.rejected.length, this.kept.size, block.startLine);
  }

  /**
   * Keeps the record of a plain block (`PlainHinadiWalk.scan`), whose URL is its own key and
   * hashes to `urlHash`, read from the block at `line`. No "mostly broken" check: a record
   * kept only makes the verdict less likely, so it stays what the last rejection left it.
   */
  addPlain(record: AntennaRecord, line: number, urlHash: number): void {
    this.kept.addNormal(record, line, urlHash);
  }

  /** The document, once every block is in; `lineCount` is the file's number of lines. */
  finish(lineCount: number, title: string | null, date: number | null): HinadiDocument {
    const { kept, rejected } = this;
    const all = rejected.concat(kept.rejected).sort((a, b) => a.line - b.line);
    // A block that repeats a URL is superseded, not broken: only unreadable blocks count here.
    throwIfMostlyBroken('hina-di', rejected.length, kept.records.length + kept.rejected.length, lineCount);
    return { title, date, records: kept.records, rejected: all };
  }
}
