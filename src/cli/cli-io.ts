/** What the command-line tool needs from the world, passed in so tests need no mocks. */
export interface CliIo {
  /**
   * Writes to standard output; a returned promise settles once the output can take more. Bytes
   * are lent until then: what is kept past it is a copy.
   */
  readonly writeOut: (chunk: string | Uint8Array) => void | Promise<void>;
  readonly writeErr: (text: string) => void;
  /**
   * All of standard input; rejects when it is a terminal (nothing was piped in), and with an
   * error whose `code` is `EFBIG` as soon as more than `maxBytes` arrive.
   */
  readonly readStdin: (maxBytes?: number) => Promise<Uint8Array>;
  /** A whole file; rejects with `code` `EFBIG`, before reading it, when it is larger than `maxBytes`. */
  readonly readFile: (path: string, maxBytes?: number) => Promise<Uint8Array>;
  readonly fetch: (
    url: string,
    init: { headers: Record<string, string>; signal: AbortSignal; redirect?: RequestRedirect; cache?: RequestCache; credentials?: RequestCredentials },
  ) => Promise<Response>;
  /** Unix seconds. */
  readonly now: () => number;
}
