/** Longest other string a message may carry: ids, site keys, titles. */
export const MAX_TEXT_LENGTH = 4096;
/** Antennas one add-subscriptions message may carry: an import of more is sent in several. */
export const MAX_BULK_ENTRIES = 1000;
/** Longest poll interval a user may set: 30 days, in seconds. */
export const MAX_INTERVAL = 30 * 86_400;

/** A field reader's answer: the value, or why not. */
export type Field<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export function isPlainObject(input: unknown): input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const proto: unknown = Object.getPrototypeOf(input);
  return proto === Object.prototype || proto === null;
}

/** Rejects own keys other than `allowed`, so nothing unchecked rides along. */
export function onlyKeys(input: Record<string, unknown>, allowed: readonly string[], where: string): string | null {
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) return `${where}: unexpected field "${key.slice(0, 40)}"`;
  }
  return null;
}

export function readString(input: Record<string, unknown>, name: string, max: number): Field<string> {
  const value = Object.hasOwn(input, name) ? input[name] : undefined;
  if (typeof value !== 'string') return { ok: false, error: `"${name}" must be a string` };
  if (value.length === 0) return { ok: false, error: `"${name}" must not be empty` };
  if (value.length > max) return { ok: false, error: `"${name}" is longer than ${max} characters` };
  return { ok: true, value };
}

export function readOptionalString(input: Record<string, unknown>, name: string, max: number): Field<string | undefined> {
  if (!Object.hasOwn(input, name) || input[name] === undefined) return { ok: true, value: undefined };
  return readString(input, name, max);
}

export function readTime(input: Record<string, unknown>, name: string): Field<number> {
  const value = Object.hasOwn(input, name) ? input[name] : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, error: `"${name}" must be a finite number` };
  }
  return { ok: true, value };
}

/** An interval in seconds, null for "use the default", or absent. */
export function readInterval(input: Record<string, unknown>, name: string): Field<number | null | undefined> {
  const value = Object.hasOwn(input, name) ? input[name] : undefined;
  if (value === undefined || value === null) return { ok: true, value };
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_INTERVAL) {
    return { ok: false, error: `"${name}" must be whole seconds from 1 to ${MAX_INTERVAL}, or null` };
  }
  return { ok: true, value };
}
