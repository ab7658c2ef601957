import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { MessageKind, MessageMap, Reply } from '../../messages/messages.ts';
import type { AntennaStore } from '../../store/types.ts';

/** The store queries the options page reads; every write goes through the worker's messages. */
export type OptionsStore = Pick<AntennaStore, 'listSubscriptions' | 'getSettings' | 'countSites' | 'listSites' | 'listRecords'>;

/**
 * Everything the options page needs from the browser, passed in (main.tsx binds src/platform),
 * as the popup's `PopupEnv` is: the components themselves touch no browser API.
 */
export interface OptionsEnv {
  /** A message from `_locales`. */
  t(key: string, substitutions?: string | string[]): string;
  /** The UI language, for Intl formatting. */
  readonly locale: string;
  readonly store: OptionsStore;
  send<K extends MessageKind>(message: MessageMap[K]['request']): Promise<Reply<K>>;
  /** Calls `listener` when the worker says its data changed. */
  onChange(listener: (topic: string) => void): void;
  /** Unix seconds. */
  now(): number;
  /**
   * Asks for host access to the origins of these addresses, in one prompt. Call it first in a
   * click, before anything is awaited: the browser prompts only from a user gesture. True when
   * every origin is granted (or there was none to ask for).
   */
  requestOrigins(urls: readonly string[]): Promise<boolean>;
  /** Whether this browser grants host access to the address's origin. */
  hasOrigin(url: string): Promise<boolean>;
  /** Gives host access to the address's origin back to the browser. */
  removeOrigin(url: string): Promise<boolean>;
  /** Calls `listener` when the user takes host access back in the browser's settings. */
  onOriginsRemoved(listener: () => void): void;
  /** Asks for the notifications permission; from a user gesture, as `requestOrigins`. */
  requestNotifications(): Promise<boolean>;
  /** Whether the notifications permission is granted (it can be taken back in the browser's settings). */
  hasNotifications(): Promise<boolean>;
  /** Offers bytes or text to the user as a file to save. */
  saveFile(name: string, content: Uint8Array | string, type: string): void;
  /** An address to put in the Add field as the page opens (the context menu's), if any. */
  readonly addAddress?: string | undefined;
}

export const OptionsEnvContext = createContext<OptionsEnv | null>(null);

export function useOptionsEnv(): OptionsEnv {
  const env = useContext(OptionsEnvContext);
  if (env === null) throw new Error('the options page rendered outside its OptionsEnvContext');
  return env;
}
