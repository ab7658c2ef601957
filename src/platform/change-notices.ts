/**
 * Listens for the worker's change notifications (popup and options pages). Through the
 * browser's own `chrome.runtime` (Chromium and Firefox both have it): a page listens from its
 * first moment without loading webextension-polyfill, which only sending needs.
 */
export function onChange(listener: (topic: string) => void): void {
  chrome.runtime.onMessage.addListener((message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'changed') {
      listener(String((message as { topic?: unknown }).topic));
    }
    return undefined;
  });
}
