import { browser } from './browser.ts';

/** Install, update and browser start-up: the moments the alarm must be re-armed. */
export function onLifecycle(listener: (reason: 'install' | 'update' | 'startup') => void): void {
  browser.runtime.onInstalled.addListener((details) => {
    listener(details.reason === 'install' ? 'install' : 'update');
  });
  browser.runtime.onStartup.addListener(() => listener('startup'));
}
