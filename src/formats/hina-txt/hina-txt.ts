import type { AntennaRecord, Rejection } from '../../core/record.ts';
import { rejected as rejectedBecause, rejectionAt } from '../../core/rejections/index.ts';
import { normalizeUrl } from '../../http/normalize-url.ts';
import { parseHttpDate } from '../../http/parse-http-date.ts';
import { readHinaEntry } from './read-hina-entry.ts';

/** What a hina.txt file holds once read. */
export interface HinaTxtDocument {
  /** A `Date:` or `Last-Modified:` line before the first entry (old hina.txt carried them). */
  readonly date: number | null;
  readonly records: AntennaRecord[];
  readonly rejected: Rejection[];
}

const MARKER = /<!--\s*HINA_[A-Za-z_]/g;
const HEADER_DATE = /^(?:Date|Last-Modified):\s*(.+)$/i;

/**
 * Reads hina.txt (HINA/1.x), the HTML fragment WDB and tamatebako still wrote next to their
 * hina-di: one `<!--HINA_… -->` marker before each link, any other HTML around it ignored.
 * Each marker starts an entry (`readHinaEntry`); several on one line are read one by one.
 * A broken or failed entry is rejected with its 1-based line; of two entries for one URL the
 * first is kept and the other rejected as a duplicate.
 *
 * @example
 * decodeHinaTxt('<!--HINA_OK 2005/01/01 13:00 [0]--><A HREF="http://a.jp/">A</A> あ<br>\n')
 * // { date: null, records: [{ url: 'http://a.jp/', title: 'A', author: 'あ', … }], rejected: [] }
 */
export function decodeHinaTxt(text: string): HinaTxtDocument {
  const records: AntennaRecord[] = [];
  const rejected: Rejection[] = [];
  const lineOf = new Map<string, number>();
  let date: number | null = null;
  let lineNumber = 0;
  let pos = 0;
  while (pos <= text.length) {
    let newline = text.indexOf('\n', pos);
    if (newline < 0) newline = text.length;
    const line = text.slice(pos, newline).replace(/\r$/, '');
    lineNumber++;
    const starts = [...line.matchAll(MARKER)].map((match) => match.index);
    if (starts.length === 0 && records.length === 0 && rejected.length === 0) {
      const header = HEADER_DATE.exec(line);
      if (header !== null) date = parseHttpDate((header[1] ?? '').trim())?.seconds ?? date;
    }
    starts.forEach((start, index) => {
      const result = readHinaEntry(line.slice(start, starts[index + 1] ?? line.length));
      if (result.status === 'rejected') {
        rejected.push(rejectionAt(lineNumber, result));
        return;
      }
      const key = normalizeUrl(result.record.url);
      const first = lineOf.get(key);
      if (first !== undefined) {
        rejected.push(rejectionAt(lineNumber, rejectedBecause('duplicate', String(first))));
        return;
      }
      lineOf.set(key, lineNumber);
      records.push(result.record);
    });
    pos = newline + 1;
  }
  return { date, records, rejected };
}
