// What a page does through webextension-polyfill — send the worker a message, open a tab or the
// options page — in one module, so the popup loads it (the polyfill with it) in one file, after
// its first paint, rather than before it.
import { sendMessage } from './messaging.ts';
import { openOptionsPage, openTab, openTabs } from './tabs.ts';

export { openOptionsPage, openTab, openTabs, sendMessage };
