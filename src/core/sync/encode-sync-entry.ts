import type { JsonValue } from '../json-value.ts';
import type { SyncEntry } from './sync-model.ts';

/**
 * One subscription's item value, compact: a removal is its clock alone (`1700000000`); a
 * subscription is `{c, u}` (clock, URL) plus only what differs from the defaults — `a` when it
 * was added (if not at `c`), `n` its name, `i` its interval, `d: "collapsed"`, `k` its kind,
 * `x` any other synced field by its own name.
 *
 * @example
 * encodeSyncEntry({ clock: 1700000100, removed: false, value: { url: 'https://例.jp/', name: '日記', … } })
 * // { c: 1700000100, u: 'https://xn--fsq.jp/', a: 1700000000, n: '日記' }
 */
export function encodeSyncEntry(entry: SyncEntry): JsonValue {
  if (entry.removed) return entry.clock;
  const { url, name, interval, display, added, extra } = entry.value;
  const item: Record<string, JsonValue> = { c: entry.clock, u: url };
  // Never edited since it was added (the usual case): the clock says when.
  if (added !== entry.clock) item['a'] = added;
  if (name !== null) item['n'] = name;
  if (interval !== null) item['i'] = interval;
  if (display !== 'entries') item['d'] = display;
  const { kind, ...rest } = extra;
  const others: Record<string, JsonValue> = rest;
  if (typeof kind === 'string' && kind.length <= 64) item['k'] = kind;
  else if (kind !== undefined) others['kind'] = kind;
  if (Object.keys(others).length > 0) item['x'] = others;
  return item;
}
