import { OTHER_FIELD, hinadiFieldId, isHinadiFieldName } from './hinadi-fields.ts';

const SP = 32;
const HT = 9;

/** One field line, as positions; the value without its surrounding blanks. */
export interface FieldLine {
  /**
   * The first colon at or after the line being split (the text's length when none is left),
   * searched again only once passed: lines without a colon never make the search quadratic.
   */
  nextColon: number;
  nameEnd: number;
  id: number;
  valueStart: number;
  valueEnd: number;
}

/** A `FieldLine` before the first line. */
export function newFieldLine(): FieldLine {
  return { nextColon: -1, nameEnd: 0, id: OTHER_FIELD, valueStart: 0, valueEnd: 0 };
}

/**
 * Splits `Name: value` in `text[start, end)` into `out`; false when the line is not a field.
 * The name is `WORD *("-" WORD)` (hina-di §4.1); a known name needs no further check.
 * §3.2 wants ":" plus blanks; WDB writes `Name:<TAB><TAB>value` and readers of the time also
 * took `Name:value`. The colon, the blanks and the name are ASCII, so this splits a line of
 * EUC-JP, Shift_JIS or UTF-8 read byte for byte (Latin-1) just as the decoded line.
 *
 * @example
 * splitHinadiField('Title:\t\tたろう', 0, 13, newFieldLine()) // true; valueStart 8
 */
export function splitHinadiField(text: string, start: number, end: number, out: FieldLine): boolean {
  if (out.nextColon < start) {
    const found = text.indexOf(':', start);
    out.nextColon = found < 0 ? text.length : found;
  }
  const colon = out.nextColon;
  if (colon >= end) return false;
  const id = hinadiFieldId(text, start, colon);
  if (id === OTHER_FIELD && !isHinadiFieldName(text, start, colon)) return false;
  let valueStart = colon + 1;
  let code = text.charCodeAt(valueStart);
  while (valueStart < end && (code === SP || code === HT)) code = text.charCodeAt(++valueStart);
  let valueEnd = end;
  code = text.charCodeAt(valueEnd - 1);
  while (valueEnd > valueStart && (code === SP || code === HT)) code = text.charCodeAt(--valueEnd - 1);
  out.nameEnd = colon;
  out.id = id;
  out.valueStart = valueStart;
  out.valueEnd = valueEnd;
  return true;
}

/** Whether `text[start, end)` is spaces and tabs only. */
export function isBlankHinadiLine(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== SP && code !== HT) return false;
  }
  return true;
}
