import type { AntennaRecord } from '../../core/record.ts';

/** Where a walk notes each line that is not blank: `LirsByteReader`. */
export interface LirsLineSink {
  /** A line's number (negative for a comment), its record when it is plain, `keyHash` of its URL, and where it starts. */
  note(lineNumber: number, record: AntennaRecord | null, hash: number, pos: number): void;
  /** Lines sorted so far, blank ones included. */
  lineCount: number;
}

/**
 * A walk over a LIRS file's lines that sorts them for `decodeLirsBytes`
 * (`DecodeOptions.plainLirsWalk`): each line noted as `LirsByteReader.scan` notes it, with the
 * same plain records, and the ranges to decode joined. The command-line tool passes the walk
 * in machine code (`PLAIN_LIRS_WALK`); the extension's worker sorts the lines in JavaScript and
 * does not carry it.
 */
export interface LirsWalk {
  /** Sorts at least `lines` more lines, or to the end, noting each in `sink`; true when every line is sorted. */
  sort(sink: LirsLineSink, latin1: string, lines: number): boolean;
  /** The ranges to decode, each ended by LF, once every line has been sorted. */
  joinedBytes(): Uint8Array;
  /**
   * A plain record's decoded names `text[start, end)` that hold a backslash, or were read as
   * Shift_JIS: its title and author as the text reader reads them, put in `record`; false when
   * they are not those two fields there, or the author is a URL (the line then goes to the
   * text reader).
   */
  readNames(record: { title: string | null; author: string | null }, text: string, start: number, end: number): boolean;
  /** Ends the walk over the bytes: its module and what `joinedBytes` gave are not read again (`readNames` reads only decoded text). */
  release(): void;
}

/** A walk over `bytes`, or null to leave them to the JavaScript walk (`LirsByteReader.scan`). */
export type PlainLirsWalk = (bytes: Uint8Array) => LirsWalk | null;
