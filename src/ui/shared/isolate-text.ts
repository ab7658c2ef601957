/** Bidi isolate controls (LRI, RLI, FSI, PDI): in feed text they could end our isolate early. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

/**
 * Feed text as a piece of a plain-text message (a status line, an alert): wrapped in FIRST
 * STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the text form of `<bdi>`, so a right-to-left
 * override in it (U+202E) ends with it and cannot reverse the message's own words. Isolate
 * controls inside it are dropped, as they could close the isolate early.
 *
 * @example
 * isolateText('\u202Eevil') // '\u2068\u202Eevil\u2069'
 */
export function isolateText(text: string): string {
  return `\u2068${text.replace(ISOLATE_CONTROLS, '')}\u2069`;
}
