// Evaluated (bundled, as a string) in the extension's service worker by the poll benchmark:
// counts every IndexedDB write request the worker's own code makes, per object store, in
// `globalThis.__antennaBenchWrites`. Installing it again resets the counts; a worker that was
// stopped and woke again has no counter, which the benchmark reports instead of a zero.

interface Counter {
  counts: Record<string, number>;
}

const scope = globalThis as typeof globalThis & { __antennaBenchWrites?: Counter };

if (scope.__antennaBenchWrites) {
  scope.__antennaBenchWrites.counts = {};
} else {
  const counter: Counter = { counts: {} };
  scope.__antennaBenchWrites = counter;
  const bump = (store: string): void => {
    counter.counts[store] = (counter.counts[store] ?? 0) + 1;
  };
  const storeProto = IDBObjectStore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['put', 'add', 'delete', 'clear']) {
    const original = storeProto[name];
    if (!original) continue;
    storeProto[name] = function (this: IDBObjectStore, ...args: unknown[]) {
      bump(this.name);
      return original.apply(this, args);
    };
  }
  const cursorProto = IDBCursor.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['update', 'delete']) {
    const original = cursorProto[name];
    if (!original) continue;
    cursorProto[name] = function (this: IDBCursor, ...args: unknown[]) {
      const source = this.source;
      bump(source instanceof IDBIndex ? source.objectStore.name : source.name);
      return original.apply(this, args);
    };
  }
}
