import { unwrap, type DBSchema, type IDBPObjectStore, type StoreKey, type StoreNames, type StoreValue } from 'idb';
import type { AntennaDB } from '../schema.ts';

/** Writes issued without a promise each, waited for a batch at a time. */
export interface BatchWriter<Name extends StoreNames<DB>, DB extends DBSchema = AntennaDB> {
  put(value: StoreValue<DB, Name>): void;
  delete(key: StoreKey<DB, Name> | IDBKeyRange): void;
  /** Whether a batch is in flight and should be waited for (`await writer.drain()`). */
  readonly full: boolean;
  /** Waits until every write issued so far has run; rejects if one failed. */
  drain(): Promise<void>;
  /** Writes issued so far. */
  readonly count: number;
}

/**
 * Issues writes on `store` without a promise per request (a failed one aborts the
 * transaction, which the caller awaits), pausing every `size` writes until they have run, so
 * the requests in flight — and the clones they hold — stay bounded however many records an
 * antenna has. Waiting on a request of the same transaction keeps it alive. `DB` is the
 * layout the store belongs to: the current one, or an older one inside its migration.
 */
export function batchWriter<
  Name extends StoreNames<DB>,
  Tx extends ArrayLike<StoreNames<DB>>,
  DB extends DBSchema = AntennaDB,
>(store: IDBPObjectStore<DB, Tx, Name, 'readwrite' | 'versionchange'>, size = 500): BatchWriter<Name, DB> {
  const raw = unwrap(store);
  let last: IDBRequest | null = null;
  let inFlight = 0;
  let count = 0;
  const issued = (request: IDBRequest): void => {
    last = request;
    inFlight++;
    count++;
  };
  return {
    put: (value) => issued(raw.put(value)),
    // Every DBSchema key is an IDBValidKey; idb's generic types cannot show it.
    delete: (key) => issued(raw.delete(key as IDBValidKey | IDBKeyRange)),
    get full() {
      return inFlight >= size;
    },
    get count() {
      return count;
    },
    drain() {
      const request = last;
      last = null;
      inFlight = 0;
      if (request === null || request.readyState === 'done') return Promise.resolve();
      return new Promise((resolve, reject) => {
        request.addEventListener('success', () => resolve());
        request.addEventListener('error', () => reject(request.error ?? new Error('a write failed')));
      });
    },
  };
}
