/** What the command-line tool needs from the world, passed in so tests need no mocks. */
export interface CliIo {
  readonly writeOut: (chunk: string | Uint8Array) => void;
  readonly writeErr: (text: string) => void;
  /** All of standard input; rejects when it is a terminal (nothing was piped in). */
  readonly readStdin: () => Promise<Uint8Array>;
  readonly readFile: (path: string) => Promise<Uint8Array>;
  readonly fetch: (
    url: string,
    init: { headers: Record<string, string>; signal: AbortSignal; redirect?: RequestRedirect; cache?: RequestCache; credentials?: RequestCredentials },
  ) => Promise<Response>;
  /** Unix seconds. */
  readonly now: () => number;
}
