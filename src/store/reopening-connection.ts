import type { AntennaDatabase } from './schema.ts';

/**
 * What the store says when the database was upgraded by a newer version of the extension (an
 * update installed while this worker still runs): this version no longer reads or writes it.
 */
export class NewerDatabaseError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('a newer version of Antenna Reader has upgraded its database: this one stops reading and writing it until it is updated', options);
    this.name = 'NewerDatabaseError';
  }
}

export interface ReopeningConnection {
  /** Runs `work` on an open connection, opening one first when there is none. */
  run<R>(work: (db: AntennaDatabase) => Promise<R>): Promise<R>;
  close(): void;
}

/** What IndexedDB throws at a connection that is closing or closed ("The database connection is closing."). */
function saysClosing(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'InvalidStateError';
}

/**
 * One database connection that outlives its closing: when the browser closes it (the user
 * cleared the site's data, storage pressure: a `close` event) or a newer version asks it to
 * (`versionchange`: closed at once so the upgrade can go on), it is forgotten, and the next use
 * opens a new one. A use that meets a connection already closing is run once more on a new
 * one: nothing was done (a transaction cannot begin on a closing connection). When the
 * database has become newer than this code (`VersionError`), every use fails with
 * {@link NewerDatabaseError} and nothing is written again.
 *
 * @example
 * const connection = reopeningConnection(() => openDatabase(indexedDB, 'antenna-reader'));
 * await connection.run((db) => db.getAll('subscriptions'));
 */
export function reopeningConnection(open: () => Promise<AntennaDatabase>): ReopeningConnection {
  let current: Promise<AntennaDatabase> | null = null;
  let newer: NewerDatabaseError | null = null;

  const connect = (): Promise<AntennaDatabase> => {
    if (newer !== null) return Promise.reject(newer);
    if (current !== null) return current;
    const opening: Promise<AntennaDatabase> = open().then(
      (db) => {
        const forget = (): void => {
          if (current === opening) current = null;
        };
        db.addEventListener('close', forget);
        db.addEventListener('versionchange', () => {
          db.close();
          forget();
        });
        return db;
      },
      (error: unknown) => {
        if (current === opening) current = null;
        if (error instanceof DOMException && error.name === 'VersionError') throw (newer = new NewerDatabaseError({ cause: error }));
        throw error;
      },
    );
    current = opening;
    return opening;
  };

  return {
    async run(work) {
      const opening = connect();
      const db = await opening;
      try {
        return await work(db);
      } catch (error) {
        if (!saysClosing(error)) throw error;
        if (current === opening) current = null;
        return work(await connect());
      }
    },
    close() {
      const closing = current;
      current = null;
      void closing?.then((db) => db.close()).catch(() => undefined);
    },
  };
}
