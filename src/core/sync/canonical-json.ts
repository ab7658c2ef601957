import type { JsonValue } from '../json-value.ts';

/**
 * JSON with every object's keys in code-unit order, so two equal values always give the same
 * text (a value read back from `storage.sync` may come with its keys in another order).
 *
 * @example
 * canonicalJson({ n: '日記', c: 1 }) // '{"c":1,"n":"日記"}'
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${(value as readonly JsonValue[]).map(canonicalJson).join(',')}]`;
  const object = value as { readonly [name: string]: JsonValue };
  const names = Object.keys(object).sort();
  return `{${names.map((name) => `${JSON.stringify(name)}:${canonicalJson(object[name] as JsonValue)}`).join(',')}}`;
}
