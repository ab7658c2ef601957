import type { AntennaRecord } from '../core/record.ts';
import { isHttpUrl } from '../http/is-http-url.ts';
import { isShowableTime } from '../core/freshness/index.ts';
import { CliError } from './cli-error.ts';

type Fields = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(where: string, expected: string, value: unknown): CliError {
  const shown = JSON.stringify(value) ?? String(value);
  return new CliError(`${where}: expected ${expected}, got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}`, 1);
}

function seconds(fields: Fields, key: string, where: string): number {
  const value = fields[key];
  // A time no reader could show would be written, and then rejected by every decoder.
  if (typeof value !== 'number' || !isShowableTime(value)) {
    throw invalid(`${where}.${key}`, 'Unix seconds (an integer) from 1970 to 9999', value);
  }
  return value as number;
}

function optional<T>(fields: Fields, key: string, where: string, expected: string, check: (value: unknown) => value is T): T | null {
  const value = fields[key];
  if (value === undefined || value === null) return null;
  if (!check(value)) throw invalid(`${where}.${key}`, expected, value);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
/** Offsets run from UTC−12 to UTC+14; allow a day either way. */
const isOffset = (value: unknown): value is number => isInteger(value) && Math.abs(value) <= 86_400;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isStringMap = (value: unknown): value is Record<string, string> => isObject(value) && Object.values(value).every(isString);

function readRecord(value: unknown, where: string): AntennaRecord {
  if (!isObject(value)) throw invalid(where, 'a record object', value);
  const url = value['url'];
  if (typeof url !== 'string' || !isHttpUrl(url)) throw invalid(`${where}.url`, 'an http or https URL', url);
  return {
    url,
    title: optional(value, 'title', where, 'a string or null', isString),
    author: optional(value, 'author', where, 'a string or null', isString),
    lastModified: seconds(value, 'lastModified', where),
    lastDetected: value['lastDetected'] === null ? null : seconds(value, 'lastDetected', where),
    tzOffset: optional(value, 'tzOffset', where, 'seconds east of UTC (an integer within a day) or null', isOffset),
    contentLength: optional(value, 'contentLength', where, 'a byte count or null', isCount),
    sourceUrl: optional(value, 'sourceUrl', where, 'a string or null', isString),
    checkedUrl: optional(value, 'checkedUrl', where, 'a string or null', isString),
    method: optional(value, 'method', where, 'a string or null', isString),
    expires: optional(value, 'expires', where, 'Unix seconds (an integer) or null', isInteger),
    extension: optional(value, 'extension', where, 'an array of strings', isStringList) ?? [],
    extra: { ...(optional(value, 'extra', where, 'an object of strings', isStringMap) ?? {}) },
  };
}

/**
 * Reads the records `encode` gets on standard input: the object `decode --json` prints, or a
 * bare array of records. `url`, `lastModified` and `lastDetected` are required (`lastDetected`
 * may be null, as `decode --json` prints it for a hina-di block without
 * `Last-Modified-Detected`); the other fields may be left out (null, `[]`, `{}`). Throws a CliError naming the first bad field.
 *
 * @example
 * parseRecordsJson('[{"url":"http://a.jp/","lastModified":1,"lastDetected":2}]')
 * // [{ url: 'http://a.jp/', title: null, …, extension: [], extra: {} }]
 */
export function parseRecordsJson(text: string): AntennaRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError(`standard input is not JSON: ${message}`, 1, { cause: error });
  }
  const list = isObject(parsed) ? parsed['records'] : parsed;
  if (!Array.isArray(list)) {
    throw new CliError('standard input: expected an array of records, or an object with "records"', 1);
  }
  return list.map((value: unknown, index) => readRecord(value, `records[${index}]`));
}
