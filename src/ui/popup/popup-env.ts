import { createContext } from 'preact';
import type { PendingFollow } from '../../core/pending-follow.ts';
import { useContext } from 'preact/hooks';
import type { SiteUpdate } from '../../core/site-update.ts';
import type { AntennaStore } from '../../store/types.ts';
import type { TabReading } from '../../messages/tab-reading.ts';
import type { PageEnv } from '../shared/page-env.ts';

/** The store queries the popup reads (it writes only through the worker's messages). */
export type PopupStore = Pick<AntennaStore, 'readPopupView' | 'listNewCandidates'>;

/**
 * Everything the popup needs from the browser, passed in (main.tsx binds src/platform), so
 * the components themselves touch no browser API.
 */
export interface PopupEnv extends PageEnv {
  openTab(url: string): Promise<void>;
  /** Opens sites in background tabs: the popup stays open. */
  openTabs(urls: readonly string[]): Promise<void>;
  openOptionsPage(): Promise<void>;
  /** One site's history, newest first, read from the store (`AntennaStore.readSiteHistory`). */
  readSiteHistory(key: string): Promise<SiteUpdate[]>;
  /** What the tab the popup was opened over shows (`activeTab`): read in the page, fetched from nowhere. */
  readTab(): Promise<TabReading>;
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
