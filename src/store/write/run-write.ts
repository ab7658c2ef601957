import type { IDBPTransaction, StoreNames } from 'idb';
import type { AntennaDB } from '../schema.ts';

/**
 * Runs `work` in the read-write transaction `tx` and waits for the commit: all or nothing.
 * If `work` throws (a value that cannot be stored, a failed request) the transaction is
 * aborted, so none of the writes it already issued land; the error thrown is the
 * transaction's own (a quota error, say) when it has one, else the one `work` threw.
 */
export async function runWrite<S extends StoreNames<AntennaDB>, T>(
  tx: IDBPTransaction<AntennaDB, S[], 'readwrite'>,
  work: () => Promise<T>,
): Promise<T> {
  const done = tx.done;
  // Observed here so an abort is never an unhandled rejection; awaited below.
  done.catch(() => undefined);
  try {
    const result = await work();
    await done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already committed or aborted.
    }
    throw tx.error ?? error;
  }
}
