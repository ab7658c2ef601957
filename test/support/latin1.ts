/** The bytes one to one as characters, as Node's `Buffer` reads them (`latin1Slice`). */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/** The bytes one to one, as a browser's `TextDecoder('latin1')` reads them: windows-1252. */
export function windows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes);
}
