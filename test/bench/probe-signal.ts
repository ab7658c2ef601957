/**
 * The address fragment the popup probe (`popup-probe.ts`) gives its page once it has seen the
 * first rows painted: a bench not attached to the page (`bare-chromium.ts`) sees the target's
 * address change and attaches only then, so the open it times waited for no debugger.
 */
export const PAINTED_HASH = '#antenna-bench-painted';
