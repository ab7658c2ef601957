import type { ChangeTopic } from '../../messages/change-topic.ts';
import type { MessageKind, MessageMap, Reply } from '../../messages/messages.ts';
import type { Translate } from './translate.ts';

/**
 * What both pages (the popup, the options page) get from the browser, passed in: each page's
 * main.tsx binds it to src/platform, so their components touch no browser API.
 */
export interface PageEnv {
  /** A message from `_locales`. */
  readonly t: Translate;
  /** The UI language, for Intl formatting. */
  readonly locale: string;
  send<K extends MessageKind>(message: MessageMap[K]['request']): Promise<Reply<K>>;
  /** Calls `listener` when the worker says its data changed, until the returned function is called. */
  onChange(listener: (topic: ChangeTopic) => void): () => void;
  /** Unix seconds. */
  now(): number;
  /**
   * Asks for host access to the origins of these addresses, in one prompt. Call it first in a
   * click, before anything is awaited: the browser prompts only from a user gesture. True when
   * every origin is granted (or there was none to ask for).
   */
  requestOrigins(urls: readonly string[]): Promise<boolean>;
}
