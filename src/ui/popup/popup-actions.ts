// What the popup does through webextension-polyfill, in a module of its own: main.tsx loads it
// when first needed, so the polyfill is not among the files fetched before the first paint.
import { sendMessage } from '../../platform/messaging.ts';
import { openOptionsPage, openTab } from '../../platform/tabs.ts';
import type { PopupEnv } from './popup-env.ts';

export const send: PopupEnv['send'] = sendMessage;
export { openOptionsPage, openTab };
