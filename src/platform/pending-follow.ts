import type { PendingFollow } from '../core/pending-follow.ts';

// Through the browser's own `chrome` (Chromium and Firefox both have `storage.session` and answer
// with a promise): the popup writes it inside the click, before the permission prompt that
// closes it, without first loading webextension-polyfill.

const KEY = 'pendingFollow';

/** Remembers what the popup is about to follow, for the worker to finish if the prompt closes the popup. */
export function rememberFollow(pending: PendingFollow): Promise<void> {
  return chrome.storage.session.set({ [KEY]: pending });
}

/** Takes the pending follow, if any (read back untrusted): whoever takes it finishes it. */
export async function takePendingFollow(): Promise<unknown> {
  const held = await chrome.storage.session.get(KEY);
  if (!(KEY in held)) return undefined;
  await chrome.storage.session.remove(KEY);
  return held[KEY];
}

/** Fires when the user grants host access (from a prompt, or in the browser's settings). */
export function onOriginsAdded(listener: (origins: string[]) => void): void {
  chrome.permissions.onAdded.addListener((added) => listener(added.origins ?? []));
}
