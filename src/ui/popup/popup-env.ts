import { createContext } from 'preact';
import type { PendingFollow } from '../../core/pending-follow.ts';
import { useContext } from 'preact/hooks';
import type { MessageKind, MessageMap, Reply } from '../../messages/messages.ts';
import type { SiteUpdate } from '../../core/site-update.ts';
import type { AntennaStore } from '../../store/types.ts';
import type { TabReading } from '../../messages/tab-reading.ts';

/** The store queries the popup reads (it writes only through the worker's messages). */
export type PopupStore = Pick<AntennaStore, 'readPopupView' | 'listNewCandidates'>;

/**
 * Everything the popup needs from the browser, passed in (main.tsx binds src/platform), so
 * the components themselves touch no browser API.
 */
export interface PopupEnv {
  /** A message from `_locales`. */
  t(key: string, substitutions?: string | string[]): string;
  /** The UI language, for Intl formatting. */
  readonly locale: string;
  send<K extends MessageKind>(message: MessageMap[K]['request']): Promise<Reply<K>>;
  /** Calls `listener` when the worker says its data changed. */
  onChange(listener: (topic: string) => void): void;
  openTab(url: string): Promise<void>;
  /** Opens sites in background tabs: the popup stays open. */
  openTabs(urls: readonly string[]): Promise<void>;
  openOptionsPage(): Promise<void>;
  /** One site's history, newest first, read from the store (`AntennaStore.readSiteHistory`). */
  readSiteHistory(key: string): Promise<SiteUpdate[]>;
  /** Unix seconds. */
  now(): number;
  /** What the tab the popup was opened over shows (`activeTab`): read in the page, fetched from nowhere. */
  readTab(): Promise<TabReading>;
  /**
   * Asks for host access to these addresses' origins; call it first in a click, before
   * anything is awaited (the browser prompts only from a user gesture).
   */
  requestOrigins(urls: readonly string[]): Promise<boolean>;
  /**
   * Remembers what is about to be followed, before `requestOrigins`: the browser's prompt may
   * close the popup, and the worker then finishes the follow once access is granted.
   */
  rememberFollow(pending: PendingFollow): Promise<void>;
  /** Takes the remembered follow back (undefined when the worker has already taken it). */
  takePendingFollow(): Promise<unknown>;
}

export const EnvContext = createContext<PopupEnv | null>(null);

export function useEnv(): PopupEnv {
  const env = useContext(EnvContext);
  if (env === null) throw new Error('the popup rendered outside its EnvContext');
  return env;
}
