import { unwrap } from 'idb';
import type { SubscriptionId } from '../core/subscription.ts';
import { subscriptionRange, type PacksStore, type RecordPack, type StoredRecord } from './schema.ts';

/** About this many records to a pack: 200,000 records are about 200 write requests. */
export const PACK_SIZE = 1000;

/** The pack count for `size` records: the least power of two that keeps packs to about `PACK_SIZE`. */
export function packCount(size: number): number {
  let of = 1;
  while (of * PACK_SIZE < size) of *= 2;
  return of;
}

/** Whether `of` packs still suit `size` records: a subscription is re-packed only when it grows or shrinks fourfold. */
export function packCountFits(of: number, size: number): boolean {
  return size <= of * PACK_SIZE * 2 && (of === 1 || size * 4 >= of * PACK_SIZE);
}

/** Which of `of` packs a site goes in: FNV-1a of its key, so any subscription's pack of a site is known from its key. */
export function bucketOf(key: string, of: number): number {
  return keyHash(key) % of;
}

/** FNV-1a of a site's key, unsigned: `bucketOf` is this modulo the pack count. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A pack's value as stored: its rows and the newest learned and lastModified among its winners (for the indexes). */
export function packOf(subscriptionId: SubscriptionId, of: number, bucket: number, rows: readonly StoredRecord[]): RecordPack {
  let learned = -Infinity;
  let lastModified = -Infinity;
  for (const row of rows) {
    if (row.winner !== 1) continue;
    if (row.learned !== undefined && row.learned > learned) learned = row.learned;
    if (row.record.lastModified > lastModified) lastModified = row.record.lastModified;
  }
  const pack: { -readonly [K in keyof RecordPack]: RecordPack[K] } = { subscriptionId, of, bucket, rows };
  if (learned > -Infinity) pack.learned = learned;
  if (lastModified > -Infinity) pack.lastModified = lastModified;
  return pack;
}

type PackKey = [string, number, number];
// A pack's name in this set (a URL, the subscription's id, holds no NUL).
const name = (id: string, of: number, bucket: number): string => `${id}\u0000${of}\u0000${bucket}`;

interface OpenPack {
  readonly id: SubscriptionId;
  readonly of: number;
  readonly bucket: number;
  readonly rows: Map<string, StoredRecord>;
}

/**
 * The packed records as one read-write transaction sees them: packs are read once and kept,
 * rows put and deleted by site, and `flush` writes each pack that changed with one request
 * (or deletes it when it is empty). Rows can be written only into packs read first (or new
 * ones): a pack is always rewritten whole.
 */
export class PackSet {
  private readonly layout = new Map<SubscriptionId, number>();
  private readonly stored = new Set<string>();
  private readonly packs = new Map<string, OpenPack>();
  private readonly dirty = new Set<string>();
  private readonly gone: PackKey[] = [];

  private constructor(private readonly store: PacksStore) {}

  /** Every pack's key: where every subscription's sites are (one `getAllKeys`, a few hundred keys). */
  static async open(store: PacksStore): Promise<PackSet> {
    const set = new PackSet(store);
    for (const [id, of, bucket] of await store.getAllKeys()) {
      set.layout.set(id as SubscriptionId, of);
      set.stored.add(name(id, of, bucket));
    }
    return set;
  }

  /** The subscriptions that have records stored, but `except`. */
  subscriptions(except?: SubscriptionId): SubscriptionId[] {
    return [...this.layout.keys()].filter((id) => id !== except);
  }

  /** Every row of one subscription (read whole). */
  async readSubscription(id: SubscriptionId): Promise<StoredRecord[]> {
    const packs = await this.store.getAll(subscriptionRange(id));
    const rows: StoredRecord[] = [];
    for (const pack of packs) {
      const key = name(pack.subscriptionId, pack.of, pack.bucket);
      if (!this.packs.has(key)) this.packs.set(key, opened(pack));
      for (const row of this.packs.get(key)!.rows.values()) rows.push(row);
    }
    return rows;
  }

  /**
   * Every other subscription's rows of the sites `keys`, by site: for each subscription, only
   * the packs those sites hash to are read, so a subscription's own sites cost no read of others'.
   * Each key is hashed once, and each subscription is matched from its smaller side (its rows
   * read, or the keys), so 200,000 sites beside 300 small antennas cost 200,000 hashes, not 60 million.
   */
  async readKeys(keys: Iterable<string>, except?: SubscriptionId): Promise<Map<string, StoredRecord[]>> {
    const others = this.subscriptions(except);
    // No other subscription: nothing to read, and no set of the keys to build.
    if (others.length === 0) return new Map();
    const wanted = new Set(keys);
    if (wanted.size === 0) return new Map();
    const wantedKeys = [...wanted];
    let hashes: Uint32Array | null = null;
    const hashesOfKeys = (): Uint32Array => (hashes ??= Uint32Array.from(wantedKeys, keyHash));

    const reads: Promise<void>[] = [];
    for (const id of others) {
      const of = this.layout.get(id)!;
      if (of === 1) {
        reads.push(this.load(id, 1, 0));
        continue;
      }
      const all = hashesOfKeys();
      const buckets = new Set<number>();
      for (let i = 0; i < all.length && buckets.size < of; i++) buckets.add((all[i] as number) % of);
      for (const bucket of buckets) reads.push(this.load(id, of, bucket));
    }
    await Promise.all(reads);

    const byKey = new Map<string, StoredRecord[]>();
    const add = (key: string, row: StoredRecord): void => {
      const rows = byKey.get(key);
      if (rows) rows.push(row);
      else byKey.set(key, [row]);
    };
    // Subscription by subscription, so each site's rows come in the subscriptions' order.
    for (const id of others) {
      const of = this.layout.get(id)!;
      const held: (OpenPack | undefined)[] = [];
      let rowCount = 0;
      for (let bucket = 0; bucket < of; bucket++) {
        const pack = this.packs.get(name(id, of, bucket));
        held.push(pack);
        rowCount += pack?.rows.size ?? 0;
      }
      if (rowCount <= wantedKeys.length) {
        for (const pack of held) if (pack) for (const [key, row] of pack.rows) if (wanted.has(key)) add(key, row);
        continue;
      }
      const all = of === 1 ? null : hashesOfKeys();
      for (let i = 0; i < wantedKeys.length; i++) {
        const key = wantedKeys[i] as string;
        const row = held[all === null ? 0 : (all[i] as number) % of]?.rows.get(key);
        if (row !== undefined) add(key, row);
      }
    }
    return byKey;
  }

  private async load(id: SubscriptionId, of: number, bucket: number): Promise<void> {
    const key = name(id, of, bucket);
    if (this.packs.has(key) || !this.stored.has(key)) return;
    const pack = await this.store.get([id, of, bucket]);
    if (!this.packs.has(key)) this.packs.set(key, pack ? opened(pack) : { id, of, bucket, rows: new Map() });
  }

  /**
   * Spreads one subscription's rows over `of` packs (its rows must have been read with
   * `readSubscription`): every row moves, and the old packs go at `flush`.
   */
  repack(id: SubscriptionId, of: number): void {
    const was = this.layout.get(id);
    if (was === of) return;
    const rows: StoredRecord[] = [];
    if (was !== undefined) {
      for (let bucket = 0; bucket < was; bucket++) {
        const key = name(id, was, bucket);
        const pack = this.packs.get(key);
        if (pack) for (const row of pack.rows.values()) rows.push(row);
        if (pack || this.stored.has(key)) this.gone.push([id, was, bucket]);
        this.packs.delete(key);
        this.dirty.delete(key);
        this.stored.delete(key);
      }
    }
    this.layout.set(id, of);
    for (const row of rows) this.put(row);
  }

  /** How many packs hold one subscription's rows (undefined: none stored). */
  packCountOf(id: SubscriptionId): number | undefined {
    return this.layout.get(id);
  }

  put(row: StoredRecord): void {
    this.pack(row.subscriptionId, row.key).set(row.key, row);
  }

  delete(id: SubscriptionId, key: string): void {
    this.pack(id, key).delete(key);
  }

  private pack(id: SubscriptionId, site: string): Map<string, StoredRecord> {
    let of = this.layout.get(id);
    if (of === undefined) this.layout.set(id, (of = 1));
    const bucket = bucketOf(site, of);
    const key = name(id, of, bucket);
    let pack = this.packs.get(key);
    if (pack === undefined) {
      if (this.stored.has(key)) throw new Error(`pack ${key} written before it was read`);
      this.packs.set(key, (pack = { id, of, bucket, rows: new Map() }));
    }
    this.dirty.add(key);
    return pack.rows;
  }

  /** Drops every pack of one subscription (at `flush`). */
  deleteSubscription(id: SubscriptionId): void {
    unwrap(this.store).delete(subscriptionRange(id));
    for (const [key, pack] of [...this.packs]) {
      if (pack.id !== id) continue;
      this.packs.delete(key);
      this.dirty.delete(key);
      this.stored.delete(key);
    }
    for (const key of [...this.stored]) if (key.startsWith(`${id}\u0000`)) this.stored.delete(key);
    this.layout.delete(id);
  }

  /** Writes every pack that changed, one request each, and waits for them. */
  async flush(): Promise<number> {
    const raw = unwrap(this.store);
    let last: IDBRequest | null = null;
    for (const key of this.gone) last = raw.delete(key);
    this.gone.length = 0;
    let writes = 0;
    for (const key of this.dirty) {
      const pack = this.packs.get(key);
      if (pack === undefined) continue;
      const { id, of, bucket } = pack;
      const rows = [...pack.rows.values()];
      last = rows.length === 0 ? raw.delete([id, of, bucket]) : raw.put(packOf(id, of, bucket, rows));
      if (rows.length > 0) this.stored.add(key);
      else this.stored.delete(key);
      writes++;
    }
    this.dirty.clear();
    const request = last;
    if (request === null || request.readyState === 'done') return writes;
    await new Promise<void>((resolve, reject) => {
      request.addEventListener('success', () => resolve());
      request.addEventListener('error', () => reject(request.error ?? new Error('a write failed')));
    });
    return writes;
  }
}

function opened(pack: RecordPack): OpenPack {
  return { id: pack.subscriptionId, of: pack.of, bucket: pack.bucket, rows: new Map(pack.rows.map((row) => [row.key, row])) };
}

/**
 * Every row of every pack that `keep` accepts, read `batch` packs a request: about 2,000
 * records each, as the popup's reads were cut before, so a page stays responsive between
 * requests and a popup closed meanwhile leaves little work behind.
 */
export async function readAllRows(
  store: { getAll(query?: IDBKeyRange | null, count?: number): Promise<RecordPack[]>; getAllKeys(query?: IDBKeyRange | null, count?: number): Promise<[string, number, number][]> },
  keep: (row: StoredRecord) => boolean = () => true,
  batch = 2,
): Promise<StoredRecord[]> {
  const rows: StoredRecord[] = [];
  let after: PackKey | null = null;
  for (;;) {
    const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
    const packs = await store.getAll(range, batch);
    for (const pack of packs) for (const row of pack.rows) if (keep(row)) rows.push(row);
    if (packs.length < batch) return rows;
    const lastPack = packs[packs.length - 1]!;
    after = [lastPack.subscriptionId, lastPack.of, lastPack.bucket];
  }
}
