/**
 * The popup's last first screen (`FirstScreen`, as text), in the extension origin's
 * `localStorage`: the one store a page reads synchronously, so the popup paints its rows
 * before IndexedDB has answered. Not in the service worker, which has no `localStorage`;
 * nothing is lost when it is unavailable or full — the popup then waits for IndexedDB.
 */
const KEY = 'popupFirstScreen';

/** The text last kept, or null. */
export function readFirstScreen(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps `text` for the next popup. */
export function writeFirstScreen(text: string): void {
  try {
    localStorage.setItem(KEY, text);
  } catch {
    // Storage full or disabled: the next popup reads IndexedDB first, as without it.
  }
}
