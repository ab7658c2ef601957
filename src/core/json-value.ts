/** A value JSON can carry as it is: what `storage.sync` stores and gives back. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [name: string]: JsonValue };

/** Deepest nesting accepted from outside (a watched page's markers are a list of strings). */
const MAX_DEPTH = 4;

/**
 * Whether `value` is plain JSON: finite numbers, strings, booleans, null, and arrays and plain
 * objects of those, no deeper than four levels. Anything else (undefined, a Date, a Map, a
 * function, NaN, a class instance) is not, so it never reaches the browser's sync.
 *
 * @example
 * isJsonValue({ markers: ['更新', '<h2>'] }) // true
 * isJsonValue(new Date())                   // false
 */
export function isJsonValue(value: unknown, depth = 0): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.entries(value).every(([name, item]) => name !== '__proto__' && isJsonValue(item, depth + 1));
}
