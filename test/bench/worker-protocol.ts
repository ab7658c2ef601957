/** What the bench page asks of its dedicated Worker (see `in-worker.ts`). */
export type WorkerRequest =
  | {
      readonly kind: 'decode';
      /** Same-origin URLs of the files to decode, each timed against inflate + TextDecoder. */
      readonly files: readonly { readonly name: string; readonly url: string }[];
      readonly runs: number;
      readonly now: number;
    }
  | { readonly kind: 'store'; readonly records: number; readonly runs: number; readonly now: number };

/** Milliseconds of each counted run (a warm-up run is never among them). */
export interface DecodeSamples {
  readonly name: string;
  readonly records: number;
  readonly fullMs: readonly number[];
  readonly bareMs: readonly number[];
}

export interface StoreSamples {
  /** `replaceRecords` of a first antenna into an empty database. */
  readonly oursMs: readonly number[];
  /** An idb put loop, one transaction, of the rows `replaceRecords` wrote, into the same schema. */
  readonly bareMs: readonly number[];
  readonly firstWritten: number;
  /** Re-storing the unchanged antenna: time and the `ReplaceOutcome` counts of each run. */
  readonly restoreMs: readonly number[];
  readonly restoreWritten: readonly number[];
  readonly restoreDeleted: readonly number[];
}

export type WorkerReply =
  | { readonly ok: true; readonly kind: 'decode'; readonly files: readonly DecodeSamples[] }
  | { readonly ok: true; readonly kind: 'store'; readonly samples: StoreSamples }
  | { readonly ok: false; readonly error: string };
