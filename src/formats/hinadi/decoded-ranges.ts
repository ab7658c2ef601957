/**
 * The byte reader's decoded ranges (each value that is not ASCII, ended by LF where it was
 * joined), read in the pieces `readPieces` gave, by number: range `r`'s text without its LF.
 * A piece ends after an LF, so no range is cut between two.
 *
 * @example
 * new DecodedRanges(['ただよう記憶\nひや\n', '管理人\n'], 3).text(2) // '管理人'
 */
export class DecodedRanges {
  /** Each range's piece, and where it starts and ends there. */
  private readonly piece: Int32Array;
  private readonly start: Int32Array;
  private readonly end: Int32Array;

  constructor(
    private readonly pieces: readonly string[],
    count: number,
  ) {
    this.piece = new Int32Array(count);
    this.start = new Int32Array(count);
    this.end = new Int32Array(count);
    let range = 0;
    // A loop, not `pieces.forEach`: a callback made anew for each file had its loop compiled anew
    // by V8 for each (on its compiler threads: 3–4 ms of CPU for a file of 20,000 blocks).
    for (let piece = 0; piece < pieces.length; piece++) {
      const text = pieces[piece] as string;
      for (let at = 0; range < count && at < text.length; range++) {
        const newline = text.indexOf('\n', at);
        this.piece[range] = piece;
        this.start[range] = at;
        this.end[range] = newline;
        at = newline + 1;
      }
    }
  }

  text(range: number): string {
    return (this.pieces[this.piece[range] as number] as string).slice(this.start[range], this.end[range]);
  }
}
