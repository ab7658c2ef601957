import { MAX_URL_LENGTH } from '../http/normalize-subscription-url.ts';
import type { AddEntry, Message, MessageKind, MessageMap } from './messages.ts';
import {
  isPlainObject,
  MAX_BULK_ENTRIES,
  MAX_TEXT_LENGTH,
  onlyKeys,
  readInterval,
  readOptionalString,
  readString,
  readTime,
} from './message-fields.ts';
import { readSettings } from '../core/read-settings.ts';
import { defaultSettings, type Settings } from '../core/settings.ts';
import { MAX_IGNORE_LINES, type SubscriptionId, type WatchOptions } from '../core/subscription.ts';

export type ParsedMessage = { readonly ok: true; readonly message: Message } | { readonly ok: false; readonly error: string };

type Parser = (input: Record<string, unknown>) => ParsedMessage;
type UpdatePatch = MessageMap['update-subscription']['request']['patch'];
type AddRequest = { -readonly [K in keyof MessageMap['add-subscription']['request']]: MessageMap['add-subscription']['request'][K] };

/**
 * Checks a message from the popup or options page before any handler sees it: every kind of
 * `MessageMap`, every field's type, no unknown fields, strings capped (URLs at 2048
 * characters, other text at 4096). Builds a fresh object from the checked fields. Never
 * throws.
 *
 * @example
 * parseMessage({ kind: 'preview', url: 'http://a.example/' }) // { ok: true, message: {...} }
 * parseMessage({ kind: 'launch' })                            // { ok: false, error: 'unknown message kind "launch"' }
 */
export function parseMessage(input: unknown): ParsedMessage {
  try {
    if (!isPlainObject(input)) return fail('a message must be an object');
    const kind = input['kind'];
    if (typeof kind !== 'string') return fail('a message needs a "kind" string');
    if (!Object.hasOwn(PARSERS, kind)) return fail(`unknown message kind "${kind.slice(0, 40)}"`);
    return PARSERS[kind as MessageKind](input);
  } catch {
    // Only a hostile object (a throwing getter or proxy) gets here; it is not a message.
    return fail('the message could not be read');
  }
}

const PARSERS: Record<MessageKind, Parser> = {
  status: (input) => bare(input, 'status'),
  'mark-all-seen': (input) => bare(input, 'mark-all-seen'),
  'sync-status': (input) => bare(input, 'sync-status'),
  'sync-set-enabled': (input) => {
    const bad = onlyKeys(input, ['kind', 'enabled'], 'sync-set-enabled');
    if (bad) return fail(bad);
    const enabled = input['enabled'];
    if (typeof enabled !== 'boolean') return fail('"enabled" must be true or false');
    return ok({ kind: 'sync-set-enabled', enabled });
  },
  'update-settings': (input) => {
    const bad = onlyKeys(input, ['kind', 'patch'], 'update-settings');
    if (bad) return fail(bad);
    const patch = input['patch'];
    if (!isPlainObject(patch)) return fail('"patch" must be an object');
    const unknown = Object.keys(patch).find((name) => !Object.hasOwn(defaultSettings, name));
    if (unknown !== undefined) return fail(`"patch" has an unknown setting "${unknown.slice(0, 40)}"`);
    // Each field is checked by the one settings reader; a wrong type is refused, not dropped.
    const read = readSettings(patch, defaultSettings);
    const wrong = Object.keys(patch).find((name) => read[name as keyof Settings] !== patch[name]);
    if (wrong !== undefined) return fail(`"${wrong.slice(0, 40)}" has a value no setting takes`);
    return ok({ kind: 'update-settings', patch: patch as Partial<Settings> });
  },
  preview: (input) => {
    const bad = onlyKeys(input, ['kind', 'url'], 'preview');
    if (bad) return fail(bad);
    const url = readString(input, 'url', MAX_URL_LENGTH);
    return url.ok ? ok({ kind: 'preview', url: url.value }) : url;
  },
  'add-subscription': (input) => {
    const bad = onlyKeys(input, ['kind', 'url', 'interval', 'title', 'name'], 'add-subscription');
    if (bad) return fail(bad);
    const url = readString(input, 'url', MAX_URL_LENGTH);
    if (!url.ok) return url;
    const interval = readInterval(input, 'interval');
    if (!interval.ok) return interval;
    const title = readNullableText(input, 'title');
    if (!title.ok) return title;
    const name = readNullableText(input, 'name');
    if (!name.ok) return name;
    const message: AddRequest = { kind: 'add-subscription', url: url.value };
    if (interval.value !== undefined) message.interval = interval.value;
    if (title.value !== undefined) message.title = title.value;
    if (name.value !== undefined) message.name = name.value;
    return ok(message);
  },
  'add-subscriptions': (input) => {
    const bad = onlyKeys(input, ['kind', 'entries'], 'add-subscriptions');
    if (bad) return fail(bad);
    const entries = input['entries'];
    if (!Array.isArray(entries)) return fail('"entries" must be an array');
    if (entries.length === 0) return fail('"entries" must not be empty');
    if (entries.length > MAX_BULK_ENTRIES) return fail(`"entries" holds more than ${MAX_BULK_ENTRIES} antennas`);
    const read: AddEntry[] = [];
    for (const [index, entry] of entries.entries()) {
      const checked = readEntry(entry);
      if (!checked.ok) return fail(`entries[${index}]: ${checked.error}`);
      read.push(checked.value);
    }
    return ok({ kind: 'add-subscriptions', entries: read });
  },
  'remove-subscription': (input) => {
    const bad = onlyKeys(input, ['kind', 'id'], 'remove-subscription');
    if (bad) return fail(bad);
    const id = readString(input, 'id', MAX_TEXT_LENGTH);
    return id.ok ? ok({ kind: 'remove-subscription', id: id.value as SubscriptionId }) : id;
  },
  'update-subscription': (input) => {
    const bad = onlyKeys(input, ['kind', 'id', 'patch'], 'update-subscription');
    if (bad) return fail(bad);
    const id = readString(input, 'id', MAX_TEXT_LENGTH);
    if (!id.ok) return id;
    const patch = readPatch(input['patch']);
    if (!patch.ok) return patch;
    return ok({ kind: 'update-subscription', id: id.value as SubscriptionId, patch: patch.value });
  },
  'check-now': (input) => {
    const bad = onlyKeys(input, ['kind', 'id'], 'check-now');
    if (bad) return fail(bad);
    const id = readOptionalString(input, 'id', MAX_TEXT_LENGTH);
    if (!id.ok) return id;
    return ok(id.value === undefined ? { kind: 'check-now' } : { kind: 'check-now', id: id.value as SubscriptionId });
  },
  'watch-page': (input) => {
    const bad = onlyKeys(input, ['kind', 'url', 'watch', 'interval'], 'watch-page');
    if (bad) return fail(bad);
    const url = readString(input, 'url', MAX_URL_LENGTH);
    if (!url.ok) return url;
    const watch = readWatchOptions(input['watch']);
    if (!watch.ok) return watch;
    const interval = readInterval(input, 'interval');
    if (!interval.ok) return interval;
    const message = { kind: 'watch-page' as const, url: url.value, watch: watch.value };
    return ok(interval.value === undefined ? message : { ...message, interval: interval.value });
  },
  'watch-update': (input) => {
    const bad = onlyKeys(input, ['kind', 'id', 'watch'], 'watch-update');
    if (bad) return fail(bad);
    const id = readString(input, 'id', MAX_TEXT_LENGTH);
    if (!id.ok) return id;
    const watch = readWatchOptions(input['watch']);
    if (!watch.ok) return watch;
    return ok({ kind: 'watch-update', id: id.value as SubscriptionId, watch: watch.value });
  },
  'mark-seen': (input) => {
    const bad = onlyKeys(input, ['kind', 'key', 'lastModified'], 'mark-seen');
    if (bad) return fail(bad);
    const key = readString(input, 'key', MAX_TEXT_LENGTH);
    if (!key.ok) return key;
    const lastModified = readTime(input, 'lastModified');
    if (!lastModified.ok) return lastModified;
    return ok({ kind: 'mark-seen', key: key.value, lastModified: lastModified.value });
  },
  'mark-sites': (input) => {
    const bad = onlyKeys(input, ['kind', 'sites', 'seen'], 'mark-sites');
    if (bad) return fail(bad);
    const seen = input['seen'];
    if (typeof seen !== 'boolean') return fail('"seen" must be true or false');
    const list = input['sites'];
    if (!Array.isArray(list)) return fail('"sites" must be a list');
    if (list.length > MAX_BULK_ENTRIES) return fail(`at most ${MAX_BULK_ENTRIES} sites at once`);
    const sites: { key: string; lastModified: number }[] = [];
    for (const entry of list as unknown[]) {
      if (!isPlainObject(entry)) return fail('a site must be an object');
      const extra = onlyKeys(entry, ['key', 'lastModified'], 'site');
      if (extra) return fail(extra);
      const key = readString(entry, 'key', MAX_TEXT_LENGTH);
      if (!key.ok) return key;
      const lastModified = readTime(entry, 'lastModified');
      if (!lastModified.ok) return lastModified;
      sites.push({ key: key.value, lastModified: lastModified.value });
    }
    return ok({ kind: 'mark-sites', sites, seen });
  },
};

function readEntry(input: unknown): { ok: true; value: AddEntry } | { ok: false; error: string } {
  if (!isPlainObject(input)) return fail('an entry must be an object');
  const bad = onlyKeys(input, ['url', 'interval', 'display', 'title'], 'entry');
  if (bad) return fail(bad);
  const url = readString(input, 'url', MAX_URL_LENGTH);
  if (!url.ok) return url;
  // The other fields are those an update may change, and are read the same way.
  const rest = readPatch(Object.fromEntries(Object.entries(input).filter(([name]) => name !== 'url')));
  if (!rest.ok) return rest;
  return { ok: true, value: { url: url.value, ...rest.value } };
}

function readPatch(input: unknown): { ok: true; value: UpdatePatch } | { ok: false; error: string } {
  if (!isPlainObject(input)) return fail('"patch" must be an object');
  const bad = onlyKeys(input, ['interval', 'display', 'title', 'name', 'fixedSchedule'], 'patch');
  if (bad) return fail(bad);
  const patch: { -readonly [K in keyof UpdatePatch]: UpdatePatch[K] } = {};
  const interval = readInterval(input, 'interval');
  if (!interval.ok) return interval;
  if (interval.value !== undefined) patch.interval = interval.value;
  const display = input['display'];
  if (display !== undefined) {
    if (display !== 'entries' && display !== 'collapsed') return fail('"display" must be "entries" or "collapsed"');
    patch.display = display;
  }
  const title = readNullableText(input, 'title');
  if (!title.ok) return title;
  if (title.value !== undefined) patch.title = title.value;
  const name = readNullableText(input, 'name');
  if (!name.ok) return name;
  if (name.value !== undefined) patch.name = name.value;
  const fixedSchedule = input['fixedSchedule'];
  if (fixedSchedule !== undefined) {
    if (typeof fixedSchedule !== 'boolean') return fail('"fixedSchedule" must be true or false');
    patch.fixedSchedule = fixedSchedule;
  }
  return { ok: true, value: patch };
}

/** A watched page's options as the pages send them (and as another computer synced them), checked. */
export function readWatchOptions(input: unknown): { ok: true; value: WatchOptions } | { ok: false; error: string } {
  if (!isPlainObject(input)) return fail('"watch" must be an object');
  const bad = onlyKeys(input, ['startMarker', 'endMarker', 'checkedUrl', 'ignoreLines'], 'watch');
  if (bad) return fail(bad);
  const read = (name: string, max: number): { ok: true; value: string | null } | { ok: false; error: string } => {
    const value = input[name];
    if (value === null) return { ok: true, value: null };
    if (typeof value !== 'string') return fail(`"${name}" must be a string or null`);
    if (value.length > max) return fail(`"${name}" is longer than ${max} characters`);
    return { ok: true, value };
  };
  const startMarker = read('startMarker', MAX_TEXT_LENGTH);
  if (!startMarker.ok) return startMarker;
  const endMarker = read('endMarker', MAX_TEXT_LENGTH);
  if (!endMarker.ok) return endMarker;
  const checkedUrl = read('checkedUrl', MAX_URL_LENGTH);
  if (!checkedUrl.ok) return checkedUrl;
  const value = { startMarker: startMarker.value, endMarker: endMarker.value, checkedUrl: checkedUrl.value };
  // Absent on options saved (or synced) before lines could be ignored.
  const ignoreLines = input['ignoreLines'];
  if (ignoreLines === undefined) return { ok: true, value };
  if (!Array.isArray(ignoreLines) || ignoreLines.length > MAX_IGNORE_LINES) return fail(`"ignoreLines" must be a list of at most ${MAX_IGNORE_LINES} strings`);
  for (const line of ignoreLines as unknown[]) {
    if (typeof line !== 'string') return fail('"ignoreLines" must hold strings');
    if (line.length > MAX_TEXT_LENGTH) return fail(`an "ignoreLines" string is longer than ${MAX_TEXT_LENGTH} characters`);
  }
  return { ok: true, value: { ...value, ignoreLines: ignoreLines as string[] } };
}

/** A text field that may be absent, null, or a string of at most MAX_TEXT_LENGTH characters. */
function readNullableText(input: Record<string, unknown>, name: string): { ok: true; value: string | null | undefined } | { ok: false; error: string } {
  const value = Object.hasOwn(input, name) ? input[name] : undefined;
  if (value === undefined || value === null) return { ok: true, value };
  if (typeof value !== 'string') return fail(`"${name}" must be a string or null`);
  if (value.length > MAX_TEXT_LENGTH) return fail(`"${name}" is longer than ${MAX_TEXT_LENGTH} characters`);
  return { ok: true, value };
}

function bare(input: Record<string, unknown>, kind: 'status' | 'mark-all-seen' | 'sync-status'): ParsedMessage {
  const bad = onlyKeys(input, ['kind'], kind);
  return bad ? fail(bad) : ok({ kind });
}

function ok(message: Message): ParsedMessage {
  return { ok: true, message };
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
